//! The demo payment methods: bank transfer, Papara, credit card and crypto, all through the built-in demo
//! gateway (`/pay/{intent}`).

use domain::{
    money::Money,
    payment::{AMOUNT, Choice, Direction, Field, FieldType, Rule},
};

use crate::{
    Db, Result,
    cms::Localized,
    payments::methods::{self, DepositFlow, Method, NewMethod},
    site_options::{self, SiteOption},
};

fn field(key: &str, kind: FieldType, mask: Option<&str>, rule: Option<Rule>) -> Field {
    Field { key: key.to_owned(), kind, mask: mask.map(str::to_owned), choices: Vec::new(), rule }
}

fn amount() -> Field {
    field(AMOUNT, FieldType::Decimal, None, None)
}

fn networks() -> Field {
    let choices = [(1, "USDT (TRC-20)"), (2, "USDT (ERC-20)"), (3, "Bitcoin")]
        .map(|(id, name)| Choice { id, name: name.to_owned() })
        .to_vec();
    Field { choices, ..field("Network", FieldType::Dropdown, None, None) }
}

#[allow(clippy::too_many_arguments)]
fn method(
    id: i64,
    code: &str,
    (tr, en): (&str, &str),
    logo: &str,
    (min, max, fee): (i64, i64, i64),
    flow: DepositFlow,
    fields: Vec<(Direction, Field)>,
) -> NewMethod {
    let supports = |d| fields.iter().any(|(direction, _)| *direction == d);
    NewMethod {
        method: Method {
            id,
            code: code.to_owned(),
            gateway: "demo".to_owned(),
            name: Localized { tr: tr.to_owned(), en: en.to_owned() },
            logo_url: format!("/images/payments/{logo}.svg"),
            min: Money(min * 100),
            max: Money(max * 100),
            withdraw_fee: Money(fee * 100),
            deposit: supports(Direction::Deposit),
            withdraw: supports(Direction::Withdraw),
            deposit_flow: flow,
            position: id,
            enabled: true,
        },
        fields,
    }
}

/// The four demo methods, in the order players see them.
pub fn methods() -> Vec<NewMethod> {
    use Direction::{Deposit, Withdraw};
    let iban = field("Iban", FieldType::String, Some("TR00 0000 0000 0000 0000 0000 00"), Some(Rule::Iban));
    let holder = |key: &str| field(key, FieldType::String, None, Some(Rule::Name));
    let papara = field("PaparaNo", FieldType::Long, Some("0000000000"), None);
    vec![
        method(
            1,
            "bank_transfer",
            ("Banka Havalesi", "Bank transfer"),
            "bank-transfer",
            (100, 250_000, 0),
            DepositFlow::Transfer,
            vec![(Deposit, amount()), (Withdraw, amount()), (Withdraw, iban), (Withdraw, holder("AccountHolder"))],
        ),
        method(
            2,
            "papara",
            ("Papara", "Papara"),
            "papara",
            (50, 50_000, 0),
            DepositFlow::Hosted,
            vec![(Deposit, amount()), (Deposit, papara.clone()), (Withdraw, amount()), (Withdraw, papara)],
        ),
        method(
            3,
            "card",
            ("Kredi Kartı", "Credit card"),
            "card",
            (50, 20_000, 0),
            DepositFlow::Hosted,
            vec![
                (Deposit, amount()),
                (Deposit, field("CardNo", FieldType::String, Some("0000 0000 0000 0000"), Some(Rule::Luhn))),
                (Deposit, holder("CardHolder")),
                (Deposit, field("Expiry", FieldType::String, Some("00/00"), Some(Rule::Expiry))),
            ],
        ),
        method(
            4,
            "crypto",
            ("Kripto Para", "Crypto"),
            "crypto",
            (250, 500_000, 25),
            DepositFlow::Hosted,
            vec![
                (Deposit, amount()),
                (Deposit, networks()),
                (Withdraw, amount()),
                (Withdraw, networks()),
                (Withdraw, field("Address", FieldType::String, None, Some(Rule::Address))),
            ],
        ),
    ]
}

/// The site options a bank transfer deposit's instructions name: the account players send money to.
pub const BANK_IBAN: &str = "bank_transfer_iban";
pub const BANK_HOLDER: &str = "bank_transfer_holder";

/// Adds the demo methods that are missing, and the (demo) account bank transfers go to.
pub async fn load(db: &Db) -> Result<()> {
    for new in methods() {
        methods::insert(db, &new).await?;
    }
    let account = [
        (BANK_IBAN, "TR330006100519786457841326", "IBAN bank transfer deposits are sent to"),
        (BANK_HOLDER, "Zar Demo Eğlence A.Ş.", "Account holder bank transfer deposits are sent to"),
    ];
    for (key, value, description) in account {
        let option = SiteOption {
            key: key.to_owned(),
            value: value.to_owned(),
            is_public: false,
            status: true,
            description: description.to_owned(),
        };
        site_options::insert_missing(db, &option).await?;
    }
    Ok(())
}
