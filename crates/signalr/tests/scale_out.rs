//! N instances act as one through a backplane: in-process always, PostgreSQL when
//! SIGNALR_TEST_DATABASE_URL (or ZAR_TEST_DATABASE_URL) is set.
#![allow(clippy::unwrap_used)]

mod support;

use std::sync::Arc;

use serde_json::json;
use signalr::{Backplane, Hub, HubError, Identity, InMemoryBackplane};
use support::{Client, serve};

/// A hub whose connections authenticate as `?user=…` and join `?session=…`'s group.
fn instance(backplane: Arc<dyn Backplane>) -> Hub {
    Hub::builder("scale")
        .authenticate(|parts| {
            let query = parts.uri.query().unwrap_or("").to_string();
            async move {
                let get =
                    |name: &str| query.split('&').find_map(|p| p.strip_prefix(&format!("{name}="))).map(str::to_string);
                Ok(get("user").map(|user| {
                    let identity = Identity::user(user);
                    match get("session") {
                        Some(session) => identity.with_group(format!("session:{session}")),
                        None => identity,
                    }
                }))
            }
        })
        .method("Join", |caller, (group,): (String,)| async move {
            caller.clients().add_to_group(caller.connection_id(), &group).await?;
            Ok::<_, HubError>(())
        })
        .method("Whoami", |caller, ()| async move { Ok(caller.connection_id().to_string()) })
        .backplane(backplane)
        .build()
        .unwrap()
}

async fn two_instances_act_as_one(a: Hub, b: Hub) {
    let address_a = serve(&a).await;
    let mut alice = Client::connect(address_a, "user=alice&session=s1").await;
    let mut bob = Client::connect(address_a, "user=bob").await;
    let mut anonymous = Client::connect(address_a, "").await;
    // Make sure all three are open on A before B sends.
    let alice_id = alice.invoke("0", "Whoami", json!([])).await["result"].as_str().unwrap().to_string();
    bob.invoke("0", "Join", json!(["players"])).await;
    anonymous.invoke("0", "Whoami", json!([])).await;

    let from_b = b.context();
    from_b.user("alice").send("Notify", ("for alice",)).await.unwrap();
    from_b.group("players").send("Notify", ("for players",)).await.unwrap();
    from_b.connection(alice_id.clone()).send("Notify", ("for alice's connection",)).await.unwrap();
    let big = "x".repeat(20_000);
    from_b.all().send("Notify", (big.as_str(),)).await.unwrap();

    let arguments = |v: serde_json::Value| v["arguments"][0].as_str().unwrap().to_string();
    assert_eq!(arguments(alice.next().await), "for alice");
    assert_eq!(arguments(alice.next().await), "for alice's connection");
    assert_eq!(arguments(alice.next().await).len(), 20_000);
    assert_eq!(arguments(bob.next().await), "for players");
    assert_eq!(arguments(bob.next().await).len(), 20_000);
    assert_eq!(arguments(anonymous.next().await).len(), 20_000);

    // Closing a session's connections from B: the message first, then Close, on A.
    from_b.group("session:s1").send("NotifyMessage", ("SessionEnded", null_value())).await.unwrap();
    from_b.group("session:s1").close(Some("Session ended"), false).await.unwrap();
    let message = alice.next().await;
    assert_eq!(message["target"], "NotifyMessage");
    assert_eq!(alice.next().await, json!({"type": 7, "error": "Session ended"}));
    assert!(alice.closed().await);
    // Bob is untouched.
    assert_eq!(bob.invoke("1", "Whoami", json!([])).await["type"], 3);
}

fn null_value() -> serde_json::Value {
    serde_json::Value::Null
}

#[tokio::test]
async fn in_memory_backplane() {
    let backplane: Arc<dyn Backplane> = Arc::new(InMemoryBackplane::default());
    two_instances_act_as_one(instance(backplane.clone()), instance(backplane)).await;
}

#[cfg(feature = "postgres")]
#[tokio::test]
async fn postgres_backplane() {
    let Some(url) = std::env::var("SIGNALR_TEST_DATABASE_URL").or_else(|_| std::env::var("ZAR_TEST_DATABASE_URL")).ok()
    else {
        eprintln!("skipped: set SIGNALR_TEST_DATABASE_URL (or ZAR_TEST_DATABASE_URL) to test the PostgreSQL backplane");
        return;
    };
    let channel = format!("signalr_test_{}", std::process::id());
    let connect = || async {
        let pool = sqlx::postgres::PgPoolOptions::new().max_connections(3).connect(&url).await.unwrap();
        let backplane: Arc<dyn Backplane> =
            Arc::new(signalr::backplane::PostgresBackplane::new(pool, &channel).await.unwrap());
        backplane
    };
    // Two instances with their own pools, as two servers would have.
    two_instances_act_as_one(instance(connect().await), instance(connect().await)).await;
}
