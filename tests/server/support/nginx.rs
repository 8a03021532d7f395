//! Debian's nginx as the load balancer in front of replicas, configured from the templates in
//! `deploy/nginx/` that `scripts/cluster.sh` renders the same way and `compose.yaml` mounts.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::{TempDir, free_port};

/// nginx on `PATH`, else where Debian installs it (`/usr/sbin` is not on every user's `PATH`).
pub fn binary() -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join("nginx"))
        .chain([PathBuf::from("/usr/sbin/nginx")])
        .find(|candidate| candidate.is_file())
}

/// `deploy/nginx/<template>` with each `${NAME}` of `vars` filled in.
pub fn render(template: &str, vars: &[(&str, String)]) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("deploy/nginx")
        .join(template);
    let mut text =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    for (name, value) in vars {
        text = text.replace(&format!("${{{name}}}"), value);
    }
    assert!(
        !text.contains("${KAVERI_"),
        "{template}: a KAVERI_ variable was left unset"
    );
    text
}

/// A running nginx in front of `replicas`, its files and logs in a folder of its own; stopped
/// when dropped.
pub struct Nginx {
    child: Child,
    pub port: u16,
    dir: TempDir,
}

impl Nginx {
    pub fn start(binary: &Path, replicas: [u16; 2]) -> Nginx {
        let dir = TempDir::new("nginx");
        let port = free_port();
        let logs = dir.0.join("logs");
        std::fs::create_dir_all(&logs).expect("nginx log folder");
        let vars = [
            ("KAVERI_LISTEN", format!("127.0.0.1:{port}")),
            ("KAVERI_REPLICA_A", format!("127.0.0.1:{}", replicas[0])),
            ("KAVERI_REPLICA_B", format!("127.0.0.1:{}", replicas[1])),
            ("KAVERI_LOG_DIR", logs.display().to_string()),
            ("KAVERI_STATE", dir.0.display().to_string()),
        ];
        for (template, file) in [
            ("kaveri.conf.template", "kaveri.conf"),
            ("nginx.conf.template", "nginx.conf"),
        ] {
            std::fs::write(dir.0.join(file), render(template, &vars)).expect("write nginx config");
        }
        let out = std::fs::File::create(dir.0.join("nginx.out")).expect("nginx output file");
        let child = Command::new(binary)
            .arg("-p")
            .arg(&dir.0)
            .arg("-c")
            .arg(dir.0.join("nginx.conf"))
            .args(["-g", "daemon off;"])
            .stdout(Stdio::null())
            .stderr(Stdio::from(out))
            .spawn()
            .expect("start nginx");
        let mut nginx = Nginx { child, port, dir };
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            if let Ok(Some(status)) = nginx.child.try_wait() {
                panic!("nginx exited ({status}):\n{}", nginx.logs());
            }
            assert!(
                Instant::now() < deadline,
                "nginx not listening:\n{}",
                nginx.logs()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        nginx
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    /// What nginx wrote to stderr and its error log.
    pub fn logs(&self) -> String {
        let read = |path: PathBuf| std::fs::read_to_string(path).unwrap_or_default();
        format!(
            "{}{}",
            read(self.dir.0.join("nginx.out")),
            read(self.dir.0.join("logs/error.log"))
        )
    }

    pub fn access_log(&self) -> String {
        std::fs::read_to_string(self.dir.0.join("logs/access.log")).unwrap_or_default()
    }
}

impl Drop for Nginx {
    /// SIGTERM (nginx's fast shutdown, which ends its workers too; a SIGKILL would leave them
    /// running), then SIGKILL if it is still there after 5 s.
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .arg("-TERM")
            .arg(self.child.id().to_string())
            .status();
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if !matches!(self.child.try_wait(), Ok(None)) {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
