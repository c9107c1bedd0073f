import type { components } from '@/lib/api/schema';

/* The admin API's types the back office names, aliased from the generated schema (never retyped by hand). */
type Schemas = components['schemas'];

export type OperatorMe = Schemas['OperatorMe'];
export type TotpSetup = Schemas['TotpSetup'];
export type PlayerItem = Schemas['PlayerItem'];
export type PlayerDetail = Schemas['PlayerDetail'];
export type LedgerMovement = Schemas['LedgerMovement'];
export type PlayerProtection = Schemas['PlayerProtection'];
export type AdminPayment = Schemas['AdminPayment'];
export type AuditItem = Schemas['AuditItem'];
export type SupportRequestItem = Schemas['SupportRequestItem'];
export type SentItem = Schemas['SentItem'];
export type SendRequest = Schemas['SendRequest'];
export type AdminSlide = Schemas['AdminSlide'];
export type SlideRequest = Schemas['SlideRequest'];
export type AdminPage = Schemas['AdminPage'];
export type AdminPopup = Schemas['AdminPopup'];
export type AdminPromotion = Schemas['AdminPromotion'];
export type AdminTranslation = Schemas['AdminTranslation'];
export type AdminSiteOption = Schemas['AdminSiteOption'];
export type AdminGame = Schemas['AdminGame'];
export type AdminCategory = Schemas['AdminCategory'];
export type AdminProvider = Schemas['AdminProvider'];
export type AdminBonus = Schemas['AdminBonus'];
export type ReportOverview = Schemas['ReportOverview'];
export type OverviewDay = Schemas['OverviewDay'];
export type OverviewFigures = Schemas['OverviewFigures'];
export type GgrRow = Schemas['GgrRow'];
export type PaymentsRow = Schemas['PaymentsRow'];
export type AdminSession = Schemas['AdminSession'];
export type PlayerNote = Schemas['PlayerNote'];
export type AdminRound = Schemas['AdminRound'];
export type BonusGrant = Schemas['BonusGrant'];
export type AdminBonusGrant = Schemas['AdminBonusGrant'];
export type NotificationItem = Schemas['NotificationItem'];
export type PlayerSummary = Schemas['PlayerSummary'];
