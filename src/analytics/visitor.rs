//! The daily visitor key: a keyed hash (HMAC-SHA256) of the site, the client's network (IPv4 /24,
//! IPv6 /48) and its user agent under a random salt of the day. A new salt every UTC day, and
//! the old one deleted the day after, so a key can neither be followed to the next day nor
//! traced back to an address; the address and the user agent are never stored.

use std::net::IpAddr;

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

/// A new random salt, hex-encoded (256 bits from the operating system).
pub fn fresh_salt() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)?;
    Ok(hex::encode(bytes))
}

/// The client's network: its address shortened to /24 (IPv4) or /48 (IPv6).
pub fn network(ip: IpAddr) -> String {
    match crate::api::guards::canonical(ip) {
        IpAddr::V4(v4) => {
            let [a, b, c, _] = v4.octets();
            format!("{a}.{b}.{c}.0/24")
        }
        IpAddr::V6(v6) => {
            let s = v6.segments();
            format!("{:x}:{:x}:{:x}::/48", s[0], s[1], s[2])
        }
    }
}

pub fn key(salt: &str, site: &str, ip: IpAddr, user_agent: &str) -> i64 {
    // HMAC takes a key of any length: this cannot fail.
    let Ok(mut mac) = <Hmac<Sha256> as KeyInit>::new_from_slice(salt.as_bytes()) else {
        return 0;
    };
    for part in [site, &network(ip), user_agent] {
        mac.update(part.as_bytes());
        mac.update(&[0]);
    }
    let digest = mac.finalize().into_bytes();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    i64::from_be_bytes(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_network_and_browser_is_one_visitor_per_salt() {
        let ip = |s: &str| s.parse::<IpAddr>().expect("address");
        let salt = fresh_salt().expect("random");
        assert_eq!(salt.len(), 64);
        assert_ne!(salt, fresh_salt().expect("random"));
        let ua = "Mozilla/5.0 Firefox/133.0";
        let site = "www.kaveri-digital.example";
        let a = key(&salt, site, ip("203.0.113.7"), ua);
        assert_eq!(a, key(&salt, site, ip("203.0.113.200"), ua), "same /24");
        assert_eq!(
            a,
            key(&salt, site, ip("::ffff:203.0.113.9"), ua),
            "IPv4-mapped"
        );
        assert_ne!(a, key(&salt, site, ip("203.0.114.7"), ua), "another /24");
        assert_ne!(
            a,
            key(&salt, site, ip("203.0.113.7"), "Mozilla/5.0 Chrome/131")
        );
        assert_ne!(a, key("another day", site, ip("203.0.113.7"), ua));
        assert_ne!(a, key(&salt, "other.example", ip("203.0.113.7"), ua));
        assert_eq!(network(ip("2001:db8:abcd:12::1")), "2001:db8:abcd::/48");
        let v6 = key(&salt, site, ip("2001:db8:abcd:12::1"), ua);
        assert_eq!(
            v6,
            key(&salt, site, ip("2001:db8:abcd:ffff::2"), ua),
            "same /48"
        );
    }
}
