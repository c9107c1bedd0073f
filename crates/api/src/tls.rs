//! HTTPS: a listener that hands [`crate::serve`] connections already through their TLS handshake (rustls),
//! offering HTTP/2 and HTTP/1.1 by ALPN. Browsers speak HTTP/2 only over TLS, and HTTP/2 carries a page's many
//! small files on one connection instead of queueing them on HTTP/1.1's six.

use std::{io, net::SocketAddr, path::Path, sync::Arc, time::Duration};

use tokio::{
    net::{TcpListener, TcpStream},
    sync::{Semaphore, mpsc},
    task::JoinHandle,
};
use tokio_rustls::{
    TlsAcceptor,
    rustls::{
        self, ServerConfig,
        pki_types::{CertificateDer, PrivateKeyDer, pem::PemObject},
    },
    server::TlsStream,
};

/// How long a client may take over its handshake (a browser needs one or two round trips).
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(5);
/// Connections between being accepted and being taken by the server (handshaking, or done and waiting, as while
/// the server starts): beyond them, new connections wait in the kernel's backlog. A client can hold one for at most
/// the handshake timeout; a site facing floods of idle connections also wants a per-address limit in front.
const PENDING_AT_ONCE: usize = 2048;

/// The server's TLS settings from PEM files: `cert` holds the certificate chain (the site's first), `key` its
/// private key (PKCS#8, PKCS#1 or SEC1).
pub fn server_config(cert: &Path, key: &Path) -> Result<Arc<ServerConfig>, String> {
    let chain = CertificateDer::pem_file_iter(cert)
        .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
        .map_err(|e| format!("reading the certificates in {}: {e}", cert.display()))?;
    if chain.is_empty() {
        return Err(format!("{} holds no certificate", cert.display()));
    }
    let key =
        PrivateKeyDer::from_pem_file(key).map_err(|e| format!("reading the private key in {}: {e}", key.display()))?;
    let mut config = ServerConfig::builder_with_provider(Arc::new(rustls::crypto::ring::default_provider()))
        .with_safe_default_protocol_versions()
        .and_then(|builder| builder.with_no_client_auth().with_single_cert(chain, key))
        .map_err(|e| format!("the certificate and key: {e}"))?;
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(Arc::new(config))
}

/// Accepts TCP connections and completes their handshakes side by side (one slow client holds up no other),
/// yielding the finished ones. Stops accepting when dropped.
pub struct TlsListener {
    ready: mpsc::Receiver<(TlsStream<TcpStream>, SocketAddr)>,
    local: SocketAddr,
    acceptor: JoinHandle<()>,
}

impl TlsListener {
    pub fn new(listener: TcpListener, config: Arc<ServerConfig>) -> io::Result<Self> {
        let local = listener.local_addr()?;
        let (done, ready) = mpsc::channel(64);
        let acceptor = tokio::spawn(accept(listener, TlsAcceptor::from(config), done));
        Ok(Self { ready, local, acceptor })
    }
}

async fn accept(listener: TcpListener, tls: TlsAcceptor, done: mpsc::Sender<(TlsStream<TcpStream>, SocketAddr)>) {
    let pending = Arc::new(Semaphore::new(PENDING_AT_ONCE));
    loop {
        // The semaphore is never closed.
        let Ok(permit) = pending.clone().acquire_owned().await else { return };
        let (stream, remote) = match listener.accept().await {
            Ok(accepted) => accepted,
            // A client that gave up before it was accepted: next.
            Err(error) if is_connection_error(&error) => continue,
            Err(error) => {
                // Out of file descriptors and the like: wait rather than spin (as axum's own loop does).
                tracing::warn!(%error, "accepting a TLS connection");
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        // HTTP/2 interleaves small frames: no waiting to fill a segment.
        let _ = stream.set_nodelay(true);
        let (tls, done) = (tls.clone(), done.clone());
        tokio::spawn(async move {
            match tokio::time::timeout(HANDSHAKE_TIMEOUT, tls.accept(stream)).await {
                // The permit is held until the server has taken the connection.
                Ok(Ok(stream)) => {
                    let _ = done.send((stream, remote)).await;
                }
                Ok(Err(error)) => tracing::debug!(%error, %remote, "TLS handshake failed"),
                Err(_) => tracing::debug!(%remote, "TLS handshake timed out"),
            }
            drop(permit);
        });
    }
}

fn is_connection_error(error: &io::Error) -> bool {
    matches!(
        error.kind(),
        io::ErrorKind::ConnectionRefused | io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset
    )
}

impl Drop for TlsListener {
    fn drop(&mut self) {
        self.acceptor.abort();
    }
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsStream<TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.ready.recv().await {
            Some(connection) => connection,
            // The accepting task only ends when this listener is dropped.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        Ok(self.local)
    }
}
