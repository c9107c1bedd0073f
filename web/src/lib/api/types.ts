import type { components, paths } from '@/lib/api/schema';

/*
 * The server's types, named once for the web app. Every one comes from the generated schema.d.ts
 * (never retyped by hand), so when the server renames its schemas (e.g. names its envelopes
 * `Envelope_Session`) only this file changes.
 */

type Schemas = components['schemas'];

/** The JSON body of an operation's 200 answer. */
type OkBody<Op> = Op extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;
/** The envelope's `data` of an operation's 200 answer. */
type DataOf<Op> = OkBody<Op> extends { data?: infer Data } ? NonNullable<Data> : never;
type GetData<Path extends keyof paths> = DataOf<paths[Path]['get']>;
type PostData<Path extends keyof paths> = DataOf<paths[Path]['post']>;
type ItemOf<List> = List extends readonly (infer Item)[] ? Item : never;

// auth

/** The login/registration `data` (architecture §4), kept in localStorage under `session`. */
export type Session = PostData<'/api/auth/login'>;
/** The login form's payload. */
export type LoginBody = Schemas['PlayerLoginRequest'];
/** The registration form's payload (product §3). */
export type RegisterBody = Schemas['RegisterRequest'];
/** Recovery step 1: the username to e-mail a reset code to. */
export type ResetRequestBody = Schemas['ResetRequest'];
/** Recovery step 2: the username and the e-mailed code. */
export type ResetCodeBody = Schemas['ResetCodeRequest'];
/** Recovery step 3: the code and the new password. */
export type ResetPasswordBody = Schemas['ResetPasswordRequest'];

// user

/** `user/balance` and the hub's `Balance` message: the spendable cash and the bonus balance, in lira. */
export type Balance = GetData<'/api/user/balance'>;

// customer

/** What the account page shows (`customer/profile`). */
export type Profile = GetData<'/api/customer/profile'>;
/** One session in the session history. */
export type PlayerSession = Schemas['SessionItem'];
/** The change-password form's payload. */
export type ChangePasswordBody = Schemas['ChangePasswordRequest'];

// cms

/** `cms/domainstatus`: the main domain and the next one. */
export type DomainStatus = GetData<'/api/cms/domainstatus'>;
/** One language of `cms/languagelist`. */
export type LanguageItem = ItemOf<GetData<'/api/cms/languagelist'>>;
/** One content category of `cms/categorylist`, with its pages. */
export type ContentCategory = ItemOf<GetData<'/api/cms/categorylist'>>;
/** A page of a content category (title and id). */
export type PageLink = Schemas['PageLink'];
/** One content page (`cms/content/{id}`). */
export type ContentPage = GetData<'/api/cms/content/{id}'>;
/** The marketing popup (`cms/popup`). */
export type PopupContent = GetData<'/api/cms/popup'>;
/** One promotion of `cms/promotions`. */
export type Promotion = ItemOf<GetData<'/api/cms/promotions'>>;
/** One slide of `cms/sliderlist`. */
export type SliderItem = ItemOf<PostData<'/api/cms/sliderlist'>>;
/** One site option of `cms/siteoptionlist`. */
export type SiteOptionItem = ItemOf<PostData<'/api/cms/siteoptionlist'>>;

// notifications

/** One notification of `customer/notification` (product §3), in the request's language; also what the hub sends. */
export type NotificationItem = ItemOf<PostData<'/api/customer/notification'>>;
/** Paging of `customer/notification`. */
export type NotificationsRequest = Schemas['NotificationRequest'];
/** The ids `customer/readnotification` marks read. */
export type ReadNotificationsBody = Schemas['ReadRequest'];

// wallet

/** One payment method of `payment/methods`, its name in the request's language; money in lira. */
export type PaymentMethod = Schemas['PaymentMethod'];
/** One field of a payment form (`payment/detail`, product §3 Payment detail field). */
export type PaymentField = Schemas['PaymentField'];
/** One choice of a dropdown payment field. */
export type FieldOption = Schemas['FieldOption'];
/** One deposit or withdrawal of `transaction/financial`, newest first. */
export type FinancialItem = Schemas['FinancialItem'];
/** `transaction/financial`'s data: one page and the total. */
export type FinancialPage = PostData<'/api/transaction/financial'>;
/** `payment/withdraw`'s data: the new payment's id. */
export type Withdrawal = Schemas['Withdrawal'];
/** `payment/deposit` and `payment/withdraw`'s body (`{id, target: 'pay', detail}`). */
export type PayBody = Schemas['PayRequest'];
/** `transaction/financial`'s filters and paging. */
export type FinancialRequest = Schemas['FinancialRequest'];
/** `payment/cancel`'s body: one of the player's pending withdrawals. */
export type CancelPaymentBody = Schemas['CancelRequest'];
/** `payment/methods`'s body: the direction. */
export type MethodsRequest = Schemas['MethodsRequest'];
/** `payment/detail`'s body: the method and the direction. */
export type DetailRequest = Schemas['DetailRequest'];

// casino

/** One casino category of `casino/categorylist`, named in the request's language (product §3 Category). */
export type CasinoCategory = Schemas['CasinoCategory'];
/** One game (product §3 Game), as a tile shows it and a launch needs it. */
export type CasinoGame = Schemas['CasinoGame'];
/** `casino/games`'s answer: a category with (a page of) its games and its total. */
export type CategoryGames = Schemas['CategoryGames'];
/** `casino/games`'s body: a lobby's rows, a category's page, a search or the favourites. */
export type GamesRequest = Schemas['GamesRequest'];
/** `casino/togglefavorite`'s body. */
export type ToggleFavoriteBody = Schemas['ToggleFavoriteRequest'];
/** `casino/togglefavorite`'s data: whether the game is a favourite now. */
export type FavoriteToggled = Schemas['FavoriteToggled'];
/** `casino/egtlaunchurl`, `casino/hub88launchurl` and `casino/zarlaunchurl`'s body. */
export type PlatformLaunchBody = Schemas['PlatformRequest'];
/** `casino/dtlaunchurl`'s body. */
export type DigitainLaunchBody = Schemas['DigitainRequest'];
/** `casino/emlaunchurl`'s body. */
export type EveryMatrixLaunchBody = Schemas['EveryMatrixRequest'];
/** `casino/amusnetlaunchurl`'s body. */
export type AmusnetLaunchBody = Schemas['AmusnetRequest'];
/** `casino/softgamingslaunchurl`'s body. */
export type SoftGamingsLaunchBody = Schemas['SoftGamingsRequest'];
/** `transaction/gamehistory`'s filters and paging; `from`/`to` are RFC 3339 instants. */
export type GameHistoryRequest = Schemas['GameHistoryRequest'];
/** One bet or win of the player's game rounds, newest first; money in lira. */
export type GameHistoryItem = Schemas['GameHistoryItem'];
/** `transaction/gamehistory`'s data: one page and the total. */
export type GameHistoryPage = PostData<'/api/transaction/gamehistory'>;
/** `transaction/topwinners`'s body: live or not, at most 40. */
export type TopWinnersRequest = Schemas['TopWinnersRequest'];
/** One of the biggest wins of the last 7 days (product §3 Top winner); `name` is masked (`ay***`). */
export type TopWinner = Schemas['TopWinner'];

// responsible gaming

/** `customer/responsiblegaming`: the limits with their usage, the session limit, the reality check, the exclusion, help. */
export type ResponsibleOverview = GetData<'/api/customer/responsiblegaming'>;
/** One money limit (kind × period) with what is used and left in this period. */
export type LimitView = Schemas['LimitView'];
/** A raise or removal waiting 24 hours for the player's confirmation. */
export type PendingLimit = Schemas['PendingView'];
/** A time-out or self-exclusion (also in the login's session data). */
export type Exclusion = Schemas['ExclusionView'];
/** An organisation that helps with gambling problems. */
export type HelpLink = Schemas['HelpLink'];
/** `customer/responsiblegaming/limits`'s body: `amount` null removes the limit. */
export type LimitRequest = Schemas['LimitRequest'];
/** What a limit change did: in force now, or waiting until `effectiveAt`. */
export type LimitChanged = Schemas['LimitChanged'];
/** `customer/responsiblegaming/timeout` and `…/selfexclusion`'s body. */
export type ExcludeRequest = Schemas['ExcludeRequest'];

// bonus

/** `bonus/trialbonusamount`: the trial bonus offered at registration (0: none). */
export type TrialBonusAmount = GetData<'/api/bonus/trialbonusamount'>;
/** One offer of `bonus/claimable`, with its terms and whether it can be claimed now; money in lira. */
export type ClaimableBonus = Schemas['ClaimableBonus'];
/** How much a bet in each lobby counts towards a bonus's wagering, in percent. */
export type BonusWeights = Schemas['WeightsView'];
/** A bonus granted to the player (`bonus/history`, `claim`, `forfeit`, `definetrialbonus`). */
export type BonusGrant = Schemas['BonusGrant'];
/** One page of `bonus/history`. */
export type BonusHistoryPage = PostData<'/api/bonus/history'>;
/** `bonus/claim`: an offer by id, or a campaign by promo code. */
export type ClaimBonusBody = Schemas['ClaimRequest'];

// support

/** A contact form or call-back request (`POST support/requests`). */
export type SupportRequestBody = Schemas['SupportRequestInput'];
/** What a request gets back: its id and the reference the player quotes (`ZS-000042`). */
export type SupportRequestReceipt = Schemas['SupportRequestCreated'];
