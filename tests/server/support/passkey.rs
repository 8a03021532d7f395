//! A software passkey for the server tests: it answers the server's WebAuthn options the way a
//! platform authenticator does (a P-256 key, "none" attestation, user verified), so the tests
//! drive real registrations and sign-ins through webauthn-rs. The browser tests use Chromium's
//! virtual authenticator instead.

use base64::Engine as _;
use p256::ecdsa::signature::Signer as _;
use p256::ecdsa::{Signature, SigningKey};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

pub fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

fn unb64(text: &str) -> Vec<u8> {
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(text)
        .expect("base64url")
}

/// A CBOR item's head: major type and length (RFC 8949).
fn head(major: u8, length: u64) -> Vec<u8> {
    let m = major << 5;
    match length {
        0..=23 => vec![m | length as u8],
        24..=0xff => vec![m | 24, length as u8],
        0x100..=0xffff => {
            let mut v = vec![m | 25];
            v.extend((length as u16).to_be_bytes());
            v
        }
        _ => {
            let mut v = vec![m | 26];
            v.extend((length as u32).to_be_bytes());
            v
        }
    }
}

fn int(value: i64) -> Vec<u8> {
    if value >= 0 {
        head(0, value as u64)
    } else {
        head(1, (-1 - value) as u64)
    }
}

fn bytes(value: &[u8]) -> Vec<u8> {
    let mut v = head(2, value.len() as u64);
    v.extend_from_slice(value);
    v
}

fn text(value: &str) -> Vec<u8> {
    let mut v = head(3, value.len() as u64);
    v.extend_from_slice(value.as_bytes());
    v
}

pub struct SoftPasskey {
    key: SigningKey,
    pub credential_id: Vec<u8>,
    pub user_handle: Vec<u8>,
    counter: u32,
}

impl SoftPasskey {
    /// A passkey whose private key is made from `seed` (tests need no randomness here).
    pub fn new(seed: u8) -> Self {
        let key = SigningKey::from_slice(&[seed.max(1); 32]).expect("a valid P-256 scalar");
        Self {
            key,
            credential_id: vec![seed; 16],
            user_handle: Vec::new(),
            counter: 0,
        }
    }

    fn client_data(kind: &str, challenge: &str, origin: &str) -> Vec<u8> {
        serde_json::to_vec(&json!({
            "type": kind,
            "challenge": challenge,
            "origin": origin,
            "crossOrigin": false
        }))
        .expect("client data")
    }

    /// The credential (as `credential.toJSON()` gives it) for the server's creation options.
    pub fn create(&mut self, options: &Value, origin: &str) -> Value {
        let rp_id = options["rp"]["id"].as_str().expect("rp.id");
        let challenge = options["challenge"].as_str().expect("challenge");
        self.user_handle = unb64(options["user"]["id"].as_str().expect("user.id"));
        let point = self.key.verifying_key().to_sec1_point(false);
        let sec1 = point.as_bytes();
        let (x, y) = (&sec1[1..33], &sec1[33..65]);
        // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
        let mut cose = head(5, 5);
        for (label, value) in [
            (1, int(2)),
            (3, int(-7)),
            (-1, int(1)),
            (-2, bytes(x)),
            (-3, bytes(y)),
        ] {
            cose.extend(int(label));
            cose.extend(value);
        }
        let mut auth_data = Sha256::digest(rp_id.as_bytes()).to_vec();
        auth_data.push(0x45); // user present, user verified, attested credential data
        auth_data.extend(self.counter.to_be_bytes());
        auth_data.extend([0u8; 16]); // AAGUID
        auth_data.extend((self.credential_id.len() as u16).to_be_bytes());
        auth_data.extend(&self.credential_id);
        auth_data.extend(cose);
        let mut attestation = head(5, 3);
        attestation.extend(text("fmt"));
        attestation.extend(text("none"));
        attestation.extend(text("attStmt"));
        attestation.extend(head(5, 0));
        attestation.extend(text("authData"));
        attestation.extend(bytes(&auth_data));
        json!({
            "id": b64(&self.credential_id),
            "rawId": b64(&self.credential_id),
            "type": "public-key",
            "response": {
                "attestationObject": b64(&attestation),
                "clientDataJSON": b64(&Self::client_data("webauthn.create", challenge, origin)),
                "transports": ["internal"]
            },
            "clientExtensionResults": {}
        })
    }

    /// The assertion for the server's request options, signed with this passkey's key.
    pub fn get(&mut self, options: &Value, origin: &str) -> Value {
        let rp_id = options["rpId"].as_str().expect("rpId");
        let challenge = options["challenge"].as_str().expect("challenge");
        self.counter += 1;
        let mut auth_data = Sha256::digest(rp_id.as_bytes()).to_vec();
        auth_data.push(0x05); // user present, user verified
        auth_data.extend(self.counter.to_be_bytes());
        let client_data = Self::client_data("webauthn.get", challenge, origin);
        let mut signed = auth_data.clone();
        signed.extend(Sha256::digest(&client_data));
        let signature: Signature = self.key.sign(&signed);
        json!({
            "id": b64(&self.credential_id),
            "rawId": b64(&self.credential_id),
            "type": "public-key",
            "response": {
                "authenticatorData": b64(&auth_data),
                "clientDataJSON": b64(&client_data),
                "signature": b64(signature.to_der().as_bytes()),
                "userHandle": b64(&self.user_handle)
            },
            "clientExtensionResults": {}
        })
    }
}
