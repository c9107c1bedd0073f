//! Why an input was refused, as a message key and its arguments; the API turns it into words.

/// One broken rule of one input, e.g. `validation.length` with `min = 5`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invalid {
    /// A message key of the API's catalogue (`validation.required`, `validation.length`, …).
    pub key: &'static str,
    pub args: Vec<(&'static str, String)>,
}

impl Invalid {
    pub fn new(key: &'static str) -> Self {
        Invalid { key, args: Vec::new() }
    }

    pub fn arg(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.push((name, value.to_string()));
        self
    }
}

/// The broken rules of a whole request, per field, in the order they were found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldErrors(pub Vec<(String, Vec<Invalid>)>);

impl FieldErrors {
    /// One refused field.
    pub fn single(field: &str, invalid: Invalid) -> Self {
        let mut errors = FieldErrors::default();
        errors.add(field, invalid);
        errors
    }

    pub fn add(&mut self, field: &str, invalid: Invalid) {
        match self.0.iter_mut().find(|(name, _)| name == field) {
            Some((_, list)) => list.push(invalid),
            None => self.0.push((field.to_owned(), vec![invalid])),
        }
    }

    /// Runs a parser and keeps its value, or records why it failed under `field`.
    pub fn check<T>(&mut self, field: &str, parsed: Result<T, Invalid>) -> Option<T> {
        match parsed {
            Ok(value) => Some(value),
            Err(invalid) => {
                self.add(field, invalid);
                None
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok(())` when nothing was refused.
    pub fn finish(self) -> Result<(), FieldErrors> {
        if self.is_empty() { Ok(()) } else { Err(self) }
    }

    /// Adds every refusal of `other`, after these.
    pub fn merge(&mut self, other: FieldErrors) {
        for (field, list) in other.0 {
            for invalid in list {
                self.add(&field, invalid);
            }
        }
    }
}

/// One checked part of a form: a field's parse result `("email", Email::parse(..))`, or a group of fields
/// checked together (`Result<T, FieldErrors>`, e.g. a date from three boxes).
pub trait Checked {
    type Value;
    fn into_result(self) -> Result<Self::Value, FieldErrors>;
}

impl<T> Checked for (&str, Result<T, Invalid>) {
    type Value = T;
    fn into_result(self) -> Result<T, FieldErrors> {
        self.1.map_err(|invalid| FieldErrors::single(self.0, invalid))
    }
}

impl<T> Checked for Result<T, FieldErrors> {
    type Value = T;
    fn into_result(self) -> Result<T, FieldErrors> {
        self
    }
}

/// A whole form: every part's value, or every refusal of every part (in order), never a mix.
pub trait Form {
    type Values;
    fn validate(self) -> Result<Self::Values, FieldErrors>;
}

/// Checks every part of a form and hands back all the parsed values or all the field errors:
/// `let (name, code) = validate((("username", LoginName::parse(..)), ("code", OneTimeCode::parse(..))))?;`
pub fn validate<F: Form>(form: F) -> Result<F::Values, FieldErrors> {
    form.validate()
}

macro_rules! form_of {
    ($($part:ident: $value:ident),+) => {
        impl<$($part: Checked),+> Form for ($($part,)+) {
            type Values = ($($part::Value,)+);

            #[allow(non_snake_case)]
            fn validate(self) -> Result<Self::Values, FieldErrors> {
                let ($($part,)+) = self;
                let mut errors = FieldErrors::default();
                $(
                    let $part = $part.into_result().map_err(|refused| errors.merge(refused));
                )+
                match ($($part,)+) {
                    ($(Ok($value),)+) => Ok(($($value,)+)),
                    _ => Err(errors),
                }
            }
        }
    };
}

form_of!(A: VA);
form_of!(A: VA, B: VB);
form_of!(A: VA, B: VB, C: VC);
form_of!(A: VA, B: VB, C: VC, D: VD);
form_of!(A: VA, B: VB, C: VC, D: VD, E: VE);
form_of!(A: VA, B: VB, C: VC, D: VD, E: VE, F: VF);
form_of!(A: VA, B: VB, C: VC, D: VD, E: VE, F: VF, G: VG);
form_of!(A: VA, B: VB, C: VC, D: VD, E: VE, F: VF, G: VG, H: VH);
form_of!(A: VA, B: VB, C: VC, D: VD, E: VE, F: VF, G: VG, H: VH, I: VI);
form_of!(A: VA, B: VB, C: VC, D: VD, E: VE, F: VF, G: VG, H: VH, I: VI, J: VJ);
form_of!(A: VA, B: VB, C: VC, D: VD, E: VE, F: VF, G: VG, H: VH, I: VI, J: VJ, K: VK);
form_of!(A: VA, B: VB, C: VC, D: VD, E: VE, F: VF, G: VG, H: VH, I: VI, J: VJ, K: VK, L: VL);

/// Checks that a trimmed text is present and its length (in characters) is within bounds.
pub fn text_length(value: &str, min: usize, max: usize) -> Result<&str, Invalid> {
    let value = value.trim();
    let len = value.chars().count();
    if len == 0 {
        Err(Invalid::new("validation.required"))
    } else if len < min || len > max {
        Err(Invalid::new("validation.length").arg("min", min).arg("max", max))
    } else {
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_length_counts_characters_not_bytes() {
        assert_eq!(text_length("  çğüş ", 4, 4), Ok("çğüş"));
        assert_eq!(text_length("   ", 1, 5).unwrap_err().key, "validation.required");
        assert_eq!(text_length("abcdef", 1, 5).unwrap_err().key, "validation.length");
    }

    #[test]
    fn forms_give_every_value_or_every_error() {
        let ok = validate((("a", Ok::<_, Invalid>(1)), ("b", Ok::<_, Invalid>("x"))));
        assert_eq!(ok, Ok((1, "x")));
        let group: Result<u8, FieldErrors> = Err(FieldErrors::single("day", Invalid::new("validation.integer")));
        let refused =
            validate((("a", Err::<i32, _>(Invalid::new("validation.required"))), ("b", Ok::<_, Invalid>(2)), group));
        let errors = refused.unwrap_err();
        let fields: Vec<&str> = errors.0.iter().map(|(field, _)| field.as_str()).collect();
        assert_eq!(fields, ["a", "day"]);
    }

    #[test]
    fn field_errors_collect_per_field() {
        let mut errors = FieldErrors::default();
        assert_eq!(errors.check("a", Ok::<_, Invalid>(1)), Some(1));
        assert_eq!(errors.check::<i32>("b", Err(Invalid::new("validation.required"))), None);
        assert!(errors.clone().finish().is_err());
        assert_eq!(errors.0[0].0, "b");
        assert_eq!(errors.0[0].1[0].key, "validation.required");
    }
}
