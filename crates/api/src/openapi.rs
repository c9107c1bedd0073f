//! The OpenAPI 3.1 document, served at `/api/openapi.json`. Each route is registered once, with its docs,
//! through utoipa-axum (`OpenApiRouter` + `routes!(handler)` in each feature's `router()`); the document is
//! what `documented_routes` (in the crate root) collected, so it cannot miss or invent a route.

use std::{
    cell::RefCell,
    collections::{BTreeMap, BTreeSet},
};

use axum::{Router, http::header, routing::get};
use utoipa::{
    Modify, OpenApi,
    openapi::{
        Ref, RefOr,
        schema::{ArrayItems, Schema},
        security::{Http, HttpAuthScheme, SecurityScheme},
    },
};

use utoipa_axum::router::UtoipaMethodRouter;

/// `utoipa_axum::routes!`, noting what it registers for [`record`]: every feature's router uses this one
/// (`use crate::openapi::routes;`). utoipa keeps one schema per name and a second type of the same name
/// replaces the first without a word (it happened to `Overview`); the test `no_two_types_share_a_schema_name`
/// catches that from these notes.
macro_rules! routes {
    ($($handlers:tt)*) => {
        $crate::openapi::noted(utoipa_axum::routes!($($handlers)*))
    };
}
pub(crate) use routes;

/// What [`routes!`] registered while [`record`] ran: each schema name with every distinct body given for it,
/// and each operation (`GET /api/…`).
#[derive(Debug, Default)]
pub struct Registered {
    pub schemas: BTreeMap<String, BTreeSet<String>>,
    pub operations: BTreeSet<String>,
}

impl Registered {
    /// The names given to more than one schema, each with its bodies.
    pub fn clashes(&self) -> Vec<(&String, &BTreeSet<String>)> {
        self.schemas.iter().filter(|(_, bodies)| bodies.len() > 1).collect()
    }
}

thread_local! {
    static REGISTERED: RefCell<Option<Registered>> = const { RefCell::new(None) };
}

/// Runs `build` (which builds routers on this thread) and gives what their [`routes!`] registered.
pub fn record(build: impl FnOnce()) -> Registered {
    REGISTERED.with_borrow_mut(|r| *r = Some(Registered::default()));
    build();
    REGISTERED.with_borrow_mut(Option::take).unwrap_or_default()
}

/// Notes `routes`' schemas and operations while [`record`] runs on this thread; gives them back unchanged.
pub fn noted<S>(routes: UtoipaMethodRouter<S>) -> UtoipaMethodRouter<S> {
    REGISTERED.with_borrow_mut(|registered| {
        let Some(registered) = registered else { return };
        let (schemas, paths, _) = &routes;
        for (name, schema) in schemas {
            let body = serde_json::to_string(schema).unwrap_or_default();
            registered.schemas.entry(name.clone()).or_default().insert(body);
        }
        for (path, item) in &paths.paths {
            registered.operations.extend(operations(path, item));
        }
    });
    routes
}

/// `GET /api/…` for each operation of `item`.
fn operations(path: &str, item: &utoipa::openapi::PathItem) -> Vec<String> {
    [("GET", &item.get), ("PUT", &item.put), ("POST", &item.post), ("DELETE", &item.delete), ("PATCH", &item.patch)]
        .into_iter()
        .filter(|(_, operation)| operation.is_some())
        .map(|(method, _)| format!("{method} {path}"))
        .collect()
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Zar API",
        description = "Zar betting and casino site: player and operator API. \
Every response is the envelope {success, message, data}; failures add code and, for validation, errors."
    ),
    modifiers(&SecuritySchemes)
)]
struct Root;

/// The document's info and security schemes, before the routes add their paths and schemas.
pub fn root() -> utoipa::openapi::OpenApi {
    Root::openapi()
}

/// The bearer schemes of the document, one per kind of session (`session::Holder`): handlers name them in
/// `security(("player" = []))` or `security(("operator" = []))`.
pub struct SecuritySchemes;

impl Modify for SecuritySchemes {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        let schemes = [
            ("player", "A player token from POST /api/auth/login or /api/auth/register."),
            ("operator", "An operator token from POST /api/admin/auth/login."),
        ];
        for (name, description) in schemes {
            let scheme = Http::builder().scheme(HttpAuthScheme::Bearer).description(Some(description)).build();
            components.add_security_scheme(name, SecurityScheme::Http(scheme));
        }
    }
}

/// The answers the extractors give before a handler runs, on every operation they can happen to (Schemathesis
/// found them undocumented on every operation): a JSON body (`ApiJson`) that does not parse or has the wrong
/// shape is 400 (`request.malformed_json`, `request.invalid_body`), one without a JSON content type 415, one
/// past the body limit 413; a path or query value that does not parse (an id past `i64`) is 400
/// (`request.bad_request`). A status the handler already documents keeps its description, which gains the
/// extractor's. The game providers' wallet callbacks (/api/wallet/…) read the raw body and always answer 200
/// with their protocol's status; the payment webhook reads the raw body too (its 400 is documented).
fn document_rejections(document: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::{
        ResponseBuilder,
        path::{Operation, ParameterIn},
    };
    const BAD_BODY: &str = "request.malformed_json, request.invalid_body: the JSON body does not parse or has the \
                            wrong shape";
    const BAD_PARAMETER: &str = "request.bad_request: a path or query value does not parse";
    fn add(operation: &mut Operation, status: &str, text: &str) {
        match operation.responses.responses.get_mut(status) {
            Some(RefOr::T(response)) if !response.description.contains(text) => {
                response.description = if response.description.is_empty() {
                    text.to_owned()
                } else {
                    format!("{}; {text}", response.description)
                };
            }
            Some(_) => {}
            None => {
                let response = ResponseBuilder::new().description(text).build();
                operation.responses.responses.insert(status.to_owned(), RefOr::T(response));
            }
        }
    }
    for (path, item) in document.paths.paths.iter_mut() {
        if path.starts_with("/api/wallet/") || path.starts_with("/api/payment/webhook/") {
            continue;
        }
        let operations = [&mut item.get, &mut item.put, &mut item.post, &mut item.delete, &mut item.patch];
        for operation in operations.into_iter().flatten() {
            let parses_parameters = operation
                .parameters
                .iter()
                .flatten()
                .any(|p| matches!(p.parameter_in, ParameterIn::Path | ParameterIn::Query));
            if operation.request_body.is_some() {
                add(operation, "400", BAD_BODY);
                add(operation, "413", "request.too_large: the body is past the server's limit");
                add(operation, "415", "request.unsupported_media_type: the body is not sent as application/json");
            }
            if parses_parameters {
                add(operation, "400", BAD_PARAMETER);
            }
        }
    }
}

/// What the routes collected, with each response envelope's data named: utoipa 5 inlines a generic's type
/// argument (`Envelope<AdminSlide>`'s `data` would repeat `AdminSlide` whole, as would every envelope of
/// it), so a copy of a named schema inside another schema becomes a `$ref` to it. Only exact copies are
/// replaced, so the document says the same thing. Then every operation gets the extractors' rejections.
pub fn finish(mut document: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    document_rejections(&mut document);
    if let Some(components) = document.components.as_mut() {
        let named: Vec<(String, Schema)> = components
            .schemas
            .iter()
            .filter_map(|(name, schema)| match schema {
                RefOr::T(schema) => Some((name.clone(), schema.clone())),
                RefOr::Ref(_) => None,
            })
            .collect();
        for schema in components.schemas.values_mut() {
            if let RefOr::T(schema) = schema {
                name_copies_within(schema, &named);
            }
        }
    }
    document
}

/// Replaces each copy of a schema of `named` below `schema` (not `schema` itself) with a reference to it.
fn name_copies_within(schema: &mut Schema, named: &[(String, Schema)]) {
    let children: Vec<&mut RefOr<Schema>> = match schema {
        Schema::Object(object) => object.properties.values_mut().collect(),
        Schema::Array(array) => match &mut array.items {
            ArrayItems::RefOrSchema(items) => vec![items.as_mut()],
            _ => Vec::new(),
        },
        Schema::OneOf(one_of) => one_of.items.iter_mut().collect(),
        Schema::AllOf(all_of) => all_of.items.iter_mut().collect(),
        Schema::AnyOf(any_of) => any_of.items.iter_mut().collect(),
        _ => Vec::new(),
    };
    for child in children {
        if let RefOr::T(inner) = child {
            match named.iter().find(|(_, schema)| schema == inner) {
                Some((name, _)) => *child = RefOr::Ref(Ref::from_schema_name(name.clone())),
                None => name_copies_within(inner, named),
            }
        }
    }
}

/// A string schema with `values` as its only values, for fields whose type lives in the domain crate (which knows
/// nothing of OpenAPI): `#[schema(schema_with = …)]` with a function returning this.
pub fn one_of(values: &[&str], description: &str) -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(values.iter().copied()))
        .description(Some(description))
        .build()
}

/// `GET /api/openapi.json`: `document`, serialized once.
pub fn router<S: Clone + Send + Sync + 'static>(document: &utoipa::openapi::OpenApi) -> Router<S> {
    // Plain data (strings, maps, numbers): serializing it cannot fail.
    let body = axum::body::Bytes::from(document.to_json().expect("the OpenAPI document serializes"));
    Router::new()
        .route("/api/openapi.json", get(move || async move { ([(header::CONTENT_TYPE, "application/json")], body) }))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use utoipa_axum::router::OpenApiRouter;

    /// No schema name stands for two types: every route registers through [`routes!`] (so none is missed),
    /// and each name has one body.
    #[test]
    fn no_two_types_share_a_schema_name() {
        let mut document = None;
        let registered = super::record(|| document = Some(crate::document()));
        let document = document.unwrap();
        let listed: BTreeSet<String> =
            document.paths.paths.iter().flat_map(|(path, item)| super::operations(path, item)).collect();
        assert_eq!(registered.operations, listed, "every route registers through crate::openapi::routes!");
        let clashes = registered.clashes();
        assert!(
            clashes.is_empty(),
            "two types register the same schema name (give one another name with #[schema(as = …)]): {clashes:#?}"
        );
    }

    mod first {
        /// A type named `Clash` in the document.
        #[derive(serde::Serialize, utoipa::ToSchema)]
        #[schema(as = Clash)]
        pub struct Thing {
            pub count: i64,
        }

        #[utoipa::path(get, path = "/first", responses((status = 200, body = Thing)))]
        pub async fn first() {}
    }

    mod second {
        /// Another type, also named `Clash`.
        #[derive(serde::Serialize, utoipa::ToSchema)]
        #[schema(as = Clash)]
        pub struct Other {
            pub name: String,
        }

        #[utoipa::path(get, path = "/second", responses((status = 200, body = Other)))]
        pub async fn second() {}
    }

    /// The check finds a deliberate clash, which utoipa's own document hides (one `Clash` replaced the other).
    #[test]
    fn a_shared_schema_name_is_found() {
        let mut document = None;
        let registered = super::record(|| {
            let router: OpenApiRouter<()> =
                OpenApiRouter::new().routes(routes!(first::first)).routes(routes!(second::second));
            document = Some(router.into_openapi());
        });
        let schemas = document.unwrap().components.unwrap().schemas;
        assert_eq!(schemas.keys().collect::<Vec<_>>(), ["Clash"], "utoipa keeps one of the two");
        let clashes = registered.clashes();
        assert_eq!(clashes.len(), 1, "{clashes:#?}");
        assert_eq!((clashes[0].0.as_str(), clashes[0].1.len()), ("Clash", 2));
    }

    /// The contract in review: a change to the document shows as a change to
    /// `snapshots/api__openapi__tests__document.snap` (`cargo insta review`, or `INSTA_UPDATE=always` and
    /// read the diff). With `CI=true` insta writes nothing and the test fails on any difference.
    #[test]
    fn document() {
        let mut document = crate::document();
        // The crate version is not part of the contract.
        document.info.version = "[version]".to_owned();
        insta::assert_json_snapshot!(document);
    }

    /// Operation ids are unique and start with the path's section (`/api/auth/login` → `auth_login`,
    /// `/api/admin/cms/pages` → `admin_cms_…`), the names the web client's types use.
    #[test]
    fn operation_ids_are_unique_and_named_after_their_section() {
        let document = crate::document();
        let mut seen = BTreeSet::new();
        let mut operations_count = 0;
        for (path, item) in &document.paths.paths {
            let operations = [&item.get, &item.put, &item.post, &item.delete, &item.patch];
            for operation in operations.into_iter().flatten() {
                operations_count += 1;
                let id = operation.operation_id.clone().unwrap_or_default();
                let section = path.trim_start_matches("/api/").split('/').next().unwrap_or_default();
                let section = if path.starts_with("/api/admin/cms/") { "admin_cms" } else { section };
                assert!(id.starts_with(section), "{path}: operation id {id:?} does not start with {section:?}");
                assert!(
                    id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
                    "{path}: {id:?} is not snake_case"
                );
                assert!(seen.insert(id.clone()), "{path}: operation id {id:?} is used twice");
            }
        }
        assert_eq!(seen.len(), operations_count, "every operation has its own id");
        assert!(operations_count >= 60, "the document lists {operations_count} operations");
    }
}
