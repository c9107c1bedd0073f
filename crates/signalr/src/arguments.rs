//! Binding the JSON arguments of an invocation to a method's typed parameters.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// A method's parameters, built from the invocation's positional JSON arguments.
///
/// Implemented for tuples of up to eight `DeserializeOwned` types (`()` for none,
/// `(String,)` for one) and for [`Arguments`], which takes them as they are.
pub trait FromArguments: Sized + Send + 'static {
    /// Binds the arguments; the error says why they do not fit.
    fn from_arguments(arguments: Vec<Value>) -> Result<Self, String>;
}

/// The raw arguments of an invocation, for methods that bind them themselves.
#[derive(Debug, Clone, PartialEq)]
pub struct Arguments(pub Vec<Value>);

impl FromArguments for Arguments {
    fn from_arguments(arguments: Vec<Value>) -> Result<Self, String> {
        Ok(Arguments(arguments))
    }
}

fn expect_count(arguments: &[Value], expected: usize) -> Result<(), String> {
    if arguments.len() == expected {
        Ok(())
    } else {
        Err(format!("Invocation provides {} argument(s) but target expects {expected}.", arguments.len()))
    }
}

fn bind<T: DeserializeOwned>(index: usize, value: Value) -> Result<T, String> {
    serde_json::from_value(value).map_err(|e| format!("Error binding argument {index}: {e}"))
}

impl FromArguments for () {
    fn from_arguments(arguments: Vec<Value>) -> Result<Self, String> {
        expect_count(&arguments, 0)
    }
}

macro_rules! tuple_arguments {
    ($count:expr; $($name:ident $index:tt),+) => {
        impl<$($name: DeserializeOwned + Send + 'static),+> FromArguments for ($($name,)+) {
            fn from_arguments(arguments: Vec<Value>) -> Result<Self, String> {
                expect_count(&arguments, $count)?;
                let mut values = arguments.into_iter();
                Ok(($(bind::<$name>($index, values.next().unwrap_or(Value::Null))?,)+))
            }
        }
    };
}

tuple_arguments!(1; A 0);
tuple_arguments!(2; A 0, B 1);
tuple_arguments!(3; A 0, B 1, C 2);
tuple_arguments!(4; A 0, B 1, C 2, D 3);
tuple_arguments!(5; A 0, B 1, C 2, D 3, E 4);
tuple_arguments!(6; A 0, B 1, C 2, D 3, E 4, F 5);
tuple_arguments!(7; A 0, B 1, C 2, D 3, E 4, F 5, G 6);
tuple_arguments!(8; A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);

/// Arguments for a client method, as a JSON array: a tuple, an array or a `Vec` serializes to one.
pub(crate) fn to_arguments(arguments: impl serde::Serialize) -> Result<Vec<Value>, String> {
    match serde_json::to_value(arguments) {
        Ok(Value::Array(values)) => Ok(values),
        Ok(Value::Null) => Ok(Vec::new()),
        Ok(_) => Err("a tuple, array or Vec of arguments was expected".into()),
        Err(e) => Err(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn binds_tuples_and_counts() {
        let (a, b): (String, i32) = FromArguments::from_arguments(vec![json!("x"), json!(2)]).unwrap();
        assert_eq!((a.as_str(), b), ("x", 2));
        assert_eq!(
            <(String,)>::from_arguments(vec![]).unwrap_err(),
            "Invocation provides 0 argument(s) but target expects 1."
        );
        assert!(<(i32,)>::from_arguments(vec![json!("no")]).unwrap_err().starts_with("Error binding argument 0"));
        assert!(<()>::from_arguments(vec![]).is_ok());
        assert_eq!(to_arguments(("a", 1)).unwrap(), vec![json!("a"), json!(1)]);
        assert_eq!(to_arguments(()).unwrap(), Vec::<Value>::new());
        assert!(to_arguments("lonely").is_err());
    }
}
