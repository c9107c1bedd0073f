//! The demo bonuses: the trial bonus (₺50 by the demo's `trial_bonus_amount`), the welcome deposit match the
//! demo promotion describes, a weekend free bonus, and a promo code. Each is added once (by its English title).

use chrono::{DateTime, Utc};
use domain::{
    bonus::{BonusKind, Weights},
    money::Money,
};

use crate::{
    Db, Result, StoreError,
    bonuses::{Definition, definitions},
    cms::Localized,
};

fn bonus(kind: BonusKind, title: (&str, &str), description: (&str, &str)) -> Definition {
    Definition {
        id: 0,
        kind,
        title: Localized::new(title.0, title.1),
        description: Localized::new(description.0, description.1),
        amount: None,
        percent: None,
        max_amount: None,
        min_deposit: None,
        code: None,
        new_players_only: false,
        once_per_player: true,
        wagering: 10,
        weights: Weights::default(),
        max_conversion: None,
        validity_days: 30,
        starts_at: None,
        ends_at: None,
        active: true,
    }
}

pub(super) async fn load(db: &Db, now: DateTime<Utc>) -> Result<()> {
    let bonuses = [
        Definition {
            wagering: 5,
            validity_days: 7,
            max_conversion: Some(Money(50_000)),
            ..bonus(
                BonusKind::Trial,
                ("Deneme Bonusu", "Trial Bonus"),
                (
                    "Kayıt olurken seçtiysen, telefonunu doğruladığında bonus bakiyene eklenir. 5 kat çevrim, 7 gün.",
                    "If you chose it at registration, it joins your bonus balance once your phone is verified. \
                     5× wagering, 7 days.",
                ),
            )
        },
        Definition {
            percent: Some(100),
            max_amount: Some(Money(500_000)),
            min_deposit: Some(Money(10_000)),
            new_players_only: true,
            ..bonus(
                BonusKind::DepositMatch,
                ("%100 Hoş Geldin Bonusu", "100% Welcome Bonus"),
                (
                    "İlk yatırımına %100, 5.000 TL'ye kadar bonus. En az 100 TL yatırım, 10 kat çevrim, 30 gün.",
                    "100% of your deposit, up to ₺5,000. Minimum deposit ₺100, 10× wagering, 30 days.",
                ),
            )
        },
        Definition {
            amount: Some(Money(2_500)),
            wagering: 15,
            validity_days: 3,
            max_conversion: Some(Money(25_000)),
            ..bonus(
                BonusKind::Free,
                ("Hafta Sonu Bonusu", "Weekend Bonus"),
                (
                    "Yatırım gerektirmeyen 25 TL bonus. 15 kat çevrim, 3 gün, en fazla 250 TL nakde dönüşür.",
                    "₺25 bonus, no deposit needed. 15× wagering, 3 days, up to ₺250 converts to cash.",
                ),
            )
        },
        Definition {
            amount: Some(Money(10_000)),
            code: Some("ZAR100".to_owned()),
            wagering: 20,
            validity_days: 7,
            max_conversion: Some(Money(50_000)),
            ..bonus(
                BonusKind::Free,
                ("ZAR100 Promosyon Kodu", "ZAR100 Promo Code"),
                (
                    "ZAR100 koduyla 100 TL bonus. 20 kat çevrim, 7 gün.",
                    "₺100 bonus with the code ZAR100. 20× wagering, 7 days.",
                ),
            )
        },
    ];
    let existing = definitions::list(db).await?;
    for definition in bonuses {
        if existing.iter().any(|d| {
            d.title.en == definition.title.en || (d.kind == BonusKind::Trial && definition.kind == BonusKind::Trial)
        }) {
            continue;
        }
        definitions::create(db, &definition, None, now)
            .await?
            .map_err(|refused| StoreError::Other(format!("demo bonus {}: {refused:?}", definition.title.en)))?;
    }
    Ok(())
}
