//! Settings, read from flags or the environment (the environment is the documented interface).

use std::net::IpAddr;
use std::path::PathBuf;

use clap::Parser;

#[derive(Parser, Debug, Clone)]
pub struct ServeConfig {
    /// Address to listen on.
    #[arg(long, env = "HOST", default_value = "0.0.0.0")]
    pub host: IpAddr,
    /// Port to listen on.
    #[arg(long, env = "PORT", default_value_t = 8080)]
    pub port: u16,
    /// The pre-rendered web build (the client directory).
    #[arg(long, env = "STATIC_DIR", default_value = "web/build/client")]
    pub static_dir: PathBuf,
}
