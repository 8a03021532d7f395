//! One server per SQLite file. Two servers on one file would each queue their writes in their
//! own process (the write turn in `mod.rs`) and meet in SQLite's busy handler, and each would
//! run the outbox and the sweeps as if it were alone; several instances need PostgreSQL. The
//! server holds an exclusive advisory lock on `<database>.lock` for its life; the command line's
//! readers take none, so they work while it runs. The operating system drops the lock when the
//! process ends, however it ends, so a stale lock file is harmless and is never deleted.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

use super::StoreError;

#[derive(Debug)]
pub struct ServeLock {
    /// Closing the file releases the lock.
    _file: File,
}

impl ServeLock {
    /// Takes the lock beside `database`, or says which server has it.
    pub fn acquire(database: &Path) -> Result<Self, StoreError> {
        let path = lock_path(database);
        let io = |source| StoreError::Lock {
            path: path.display().to_string(),
            source,
        };
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(io)?;
        match file.try_lock() {
            Ok(()) => Ok(Self { _file: file }),
            Err(TryLockError::WouldBlock) => Err(StoreError::InUse {
                database: database.display().to_string(),
                lock: path.display().to_string(),
            }),
            Err(TryLockError::Error(source)) => Err(io(source)),
        }
    }
}

fn lock_path(database: &Path) -> PathBuf {
    let mut name = database.as_os_str().to_owned();
    name.push(".lock");
    PathBuf::from(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_on_the_same_database_is_refused_until_the_first_is_dropped() {
        let dir = tempfile::tempdir().expect("temp dir");
        let database = dir.path().join("site.db");
        let first = ServeLock::acquire(&database).expect("first lock");
        let second = ServeLock::acquire(&database);
        assert!(
            matches!(&second, Err(StoreError::InUse { .. })),
            "{second:?}"
        );
        let message = second.map(|_| ()).err().map(|e| e.to_string());
        assert!(
            message
                .as_deref()
                .is_some_and(|m| m.contains("site.db") && m.contains("already served")),
            "{message:?}"
        );
        drop(first);
        ServeLock::acquire(&database).expect("free again");
        assert!(dir.path().join("site.db.lock").exists());
    }
}
