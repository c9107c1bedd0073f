//! Request counts and latencies in Prometheus text, by method, route and status (recorded by `pipeline`).

use std::sync::OnceLock;

use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Installs the process-wide recorder once (several apps in one test process share it).
pub fn install() {
    handle();
}

fn handle() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets(&[0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0])
            .unwrap_or_else(|_| PrometheusBuilder::new())
            .build_recorder();
        let handle = recorder.handle();
        // Fails only if another recorder was installed first; then we still render ours (empty).
        let _ = metrics::set_global_recorder(recorder);
        handle
    })
}

/// The metrics page.
pub fn render() -> String {
    handle().render()
}
