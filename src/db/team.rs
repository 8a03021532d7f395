//! The team console's tables (migrations `0005_team.sql`): members, passkeys, invitations and
//! their e-mails, ceremonies in progress, sessions, notes and the audit log; and the team's
//! reading and updating of enquiries and applications (status, owner, filters, erasure).

use super::{Store, StoreError, now_ms};

/// Writes an audit entry inside the transaction `$tx` (either backend's).
macro_rules! insert_audit {
    ($tx:expr, $actor:expr, $action:expr, $subject:expr, $detail:expr) => {
        sqlx::query(
            "INSERT INTO team_audit (at, actor, action, subject, detail) \
             VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(now_ms())
        .bind($actor)
        .bind($action)
        .bind($subject)
        .bind($detail)
        .execute(&mut *$tx)
        .await?
    };
}

#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    pub id: String,
    pub email: String,
    pub name: String,
    pub role: String,
    pub created_at: i64,
    #[serde(rename = "lastSignInAt")]
    pub last_signin_at: Option<i64>,
    pub deactivated_at: Option<i64>,
}

super::rows::from_row!(Member {
    id,
    email,
    name,
    role,
    created_at,
    last_signin_at,
    deactivated_at,
});

const MEMBER_COLUMNS: &str = "m.id, m.email, m.name, m.role, m.created_at, m.last_signin_at, \
     m.deactivated_at";

/// A member as the people page lists them.
#[derive(Debug, Clone)]
pub struct MemberListing {
    pub member: Member,
    pub passkeys: i64,
    pub sessions: i64,
}

/// The member's columns and the two counts, `passkeys` and `sessions`, of one row.
impl<'r, R> sqlx::FromRow<'r, R> for MemberListing
where
    R: sqlx::Row,
    Member: sqlx::FromRow<'r, R>,
    &'static str: sqlx::ColumnIndex<R>,
    i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    fn from_row(row: &'r R) -> Result<Self, sqlx::Error> {
        Ok(Self {
            member: Member::from_row(row)?,
            passkeys: row.try_get("passkeys")?,
            sessions: row.try_get("sessions")?,
        })
    }
}

#[derive(Debug, Clone)]
pub struct Invitation {
    pub id: String,
    pub email: String,
    pub role: String,
    pub created_at: i64,
    pub expires_at: i64,
}

super::rows::from_row!(Invitation {
    id,
    email,
    role,
    created_at,
    expires_at,
});

const INVITATION_COLUMNS: &str = "id, email, role, created_at, expires_at";

/// A new invitation and the e-mail that carries its link.
pub struct NewInvitation<'a> {
    pub id: &'a str,
    pub token_hash: &'a str,
    pub email: &'a str,
    pub role: &'a str,
    pub invited_by: Option<&'a str>,
    pub expires_at: i64,
    pub subject: &'a str,
    pub body: &'a str,
}

#[derive(Debug, Clone)]
pub struct Ceremony {
    pub id: String,
    pub kind: String,
    pub state: String,
    pub invitation_id: Option<String>,
    pub member_id: Option<String>,
    pub name: Option<String>,
    pub expires_at: i64,
}

super::rows::from_row!(Ceremony {
    id,
    kind,
    state,
    invitation_id,
    member_id,
    name,
    expires_at,
});

/// A session and whose it is.
#[derive(Debug, Clone)]
pub struct SessionRow {
    pub member: Member,
    pub csrf: String,
    pub last_seen_at: i64,
}

#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    pub id: i64,
    pub at: i64,
    /// The actor's name, or null (a failed sign-in, the command line).
    pub actor: Option<String>,
    pub action: String,
    pub subject: Option<String>,
    pub detail: Option<String>,
}

super::rows::from_row!(AuditEntry {
    id,
    at,
    actor,
    action,
    subject,
    detail,
});

#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Note {
    pub at: i64,
    pub author: String,
    pub text: String,
}

super::rows::from_row!(Note { at, author, text });

/// One outbox row of an enquiry or application, as the console shows it.
#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DeliveryState {
    pub id: i64,
    pub channel: String,
    pub attempts: i64,
    pub delivered_at: Option<i64>,
    pub next_attempt_at: i64,
    pub dead_at: Option<i64>,
    pub last_error: Option<String>,
}

super::rows::from_row!(DeliveryState {
    id,
    channel,
    attempts,
    delivered_at,
    next_attempt_at,
    dead_at,
    last_error,
});

/// What a list of enquiries or applications is narrowed to. Times are Unix milliseconds.
#[derive(Debug, Clone, Default)]
pub struct LeadFilter {
    pub status: Option<String>,
    pub language: Option<String>,
    /// A source, or `direct` for none.
    pub source: Option<String>,
    pub job: Option<String>,
    /// An e-mail address, in any letter case (a privacy request).
    pub email: Option<String>,
    pub from_ms: Option<i64>,
    pub until_ms: Option<i64>,
}

/// Enquiries, applications or candidates' questions; the lists share their filters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LeadKind {
    Enquiry,
    Application,
    Question,
}

impl LeadKind {
    pub fn as_str(self) -> &'static str {
        match self {
            LeadKind::Enquiry => "enquiry",
            LeadKind::Application => "application",
            LeadKind::Question => "question",
        }
    }

    fn table(self) -> &'static str {
        match self {
            LeadKind::Enquiry => "enquiries",
            LeadKind::Application => "applications",
            LeadKind::Question => "questions",
        }
    }

    fn outbox(self) -> (&'static str, &'static str) {
        match self {
            LeadKind::Enquiry => ("deliveries", "enquiry_id"),
            LeadKind::Application => ("application_deliveries", "application_id"),
            LeadKind::Question => ("question_deliveries", "question_id"),
        }
    }
}

/// A stored lead the team lists: which kind it is and the columns its row reads.
pub trait LeadRow:
    for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow>
    + for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>
    + Send
    + Unpin
{
    const KIND: LeadKind;
    const COLUMNS: &'static str;
}

impl LeadRow for super::StoredEnquiry {
    const KIND: LeadKind = LeadKind::Enquiry;
    const COLUMNS: &'static str = super::enquiries::ENQUIRY_COLUMNS;
}

impl LeadRow for super::StoredApplication {
    const KIND: LeadKind = LeadKind::Application;
    const COLUMNS: &'static str = super::applications::COLUMNS;
}

impl LeadRow for super::StoredQuestion {
    const KIND: LeadKind = LeadKind::Question;
    const COLUMNS: &'static str = super::questions::COLUMNS;
}

/// A bound value of a query built from a filter.
enum Bind {
    Text(String),
    Int(i64),
}

impl LeadFilter {
    /// ` WHERE …` (or nothing) and its values, numbered from `$1`.
    fn where_clause(&self, kind: LeadKind) -> (String, Vec<Bind>) {
        let mut clauses = Vec::new();
        let mut binds = Vec::new();
        let mut push = |clause: &str, bind: Bind| {
            binds.push(bind);
            clauses.push(clause.replace('?', &format!("${}", binds.len())));
        };
        if let Some(status) = &self.status {
            push("status = ?", Bind::Text(status.clone()));
        }
        if let Some(language) = &self.language {
            push("language = ?", Bind::Text(language.clone()));
        }
        match self.source.as_deref() {
            Some("direct") => push(
                "source IS NULL AND ? = 'direct'",
                Bind::Text("direct".to_owned()),
            ),
            Some(source) => push("lower(source) = lower(?)", Bind::Text(source.to_owned())),
            None => {}
        }
        if let (Some(job), LeadKind::Application | LeadKind::Question) = (&self.job, kind) {
            push("job_slug = ?", Bind::Text(job.clone()));
        }
        if let Some(email) = &self.email {
            push("lower(email) = lower(?)", Bind::Text(email.clone()));
        }
        if let Some(from) = self.from_ms {
            push("created_at >= ?", Bind::Int(from));
        }
        if let Some(until) = self.until_ms {
            push("created_at < ?", Bind::Int(until));
        }
        let sql = if clauses.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", clauses.join(" AND "))
        };
        (sql, binds)
    }
}

/// Runs `$query` with `$binds` bound in order.
macro_rules! bind_all {
    ($query:expr, $binds:expr) => {{
        let mut query = $query;
        for bind in $binds {
            query = match bind {
                Bind::Text(text) => query.bind(text.clone()),
                Bind::Int(value) => query.bind(*value),
            };
        }
        query
    }};
}

/// Everything stored about one e-mail address: the privacy request's answer.
#[derive(Debug, Clone, Default)]
pub struct Erased {
    pub enquiries: u64,
    pub applications: u64,
    pub questions: u64,
    pub deliveries: u64,
    pub notes: u64,
    pub cv_objects: Vec<String>,
}

impl Store {
    // --- members -------------------------------------------------------------------------

    pub async fn team_member(&self, id: &str) -> Result<Option<Member>, StoreError> {
        let row = with_pool!(self, pool => {
            sqlx::query_as::<_, Member>(sqlx::AssertSqlSafe(format!(
                "SELECT {MEMBER_COLUMNS} FROM team_members m WHERE m.id = $1"
            )))
            .bind(id)
            .fetch_optional(pool)
            .await?
        });
        Ok(row)
    }

    pub async fn team_members(&self) -> Result<Vec<MemberListing>, StoreError> {
        let now = now_ms();
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, MemberListing>(sqlx::AssertSqlSafe(format!(
                "SELECT {MEMBER_COLUMNS}, \
                 (SELECT COUNT(*) FROM team_passkeys p WHERE p.member_id = m.id) AS passkeys, \
                 (SELECT COUNT(*) FROM team_sessions s WHERE s.member_id = m.id \
                    AND s.last_seen_at > $1 AND s.created_at > $2) AS sessions \
                 FROM team_members m ORDER BY m.name, m.email"
            )))
            .bind(now - IDLE_MS)
            .bind(now - ABSOLUTE_MS)
            .fetch_all(pool)
            .await?
        });
        Ok(rows)
    }

    pub async fn set_team_role(&self, id: &str, role: &str) -> Result<bool, StoreError> {
        let _turn = self.write_turn().await;
        let done = with_pool!(self, pool => {
            sqlx::query("UPDATE team_members SET role = $1 WHERE id = $2")
                .bind(role)
                .bind(id)
                .execute(pool)
                .await?
                .rows_affected()
        });
        Ok(done == 1)
    }

    /// Ends every session of a member; with `deactivate`, also removes their passkeys and marks
    /// them deactivated (a new invitation brings them back).
    pub async fn revoke_team_member(&self, id: &str, deactivate: bool) -> Result<u64, StoreError> {
        let _turn = self.write_turn().await;
        let revoked = with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let revoked = sqlx::query("DELETE FROM team_sessions WHERE member_id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if deactivate {
                sqlx::query("DELETE FROM team_passkeys WHERE member_id = $1")
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query("UPDATE team_members SET deactivated_at = $1 WHERE id = $2")
                    .bind(now_ms())
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            revoked
        });
        Ok(revoked)
    }

    // --- passkeys ------------------------------------------------------------------------

    /// The passkey (JSON) and its member, if the credential is known and its member active.
    pub async fn team_passkey(
        &self,
        credential: &str,
    ) -> Result<Option<(String, String)>, StoreError> {
        let row = with_pool!(self, pool => {
            sqlx::query_as(
                "SELECT p.member_id, p.passkey FROM team_passkeys p \
                 JOIN team_members m ON m.id = p.member_id \
                 WHERE p.id = $1 AND m.deactivated_at IS NULL",
            )
            .bind(credential)
            .fetch_optional(pool)
            .await?
        });
        Ok(row)
    }

    pub async fn update_team_passkey(
        &self,
        credential: &str,
        passkey: &str,
    ) -> Result<(), StoreError> {
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            sqlx::query("UPDATE team_passkeys SET passkey = $1, last_used_at = $2 WHERE id = $3")
                .bind(passkey)
                .bind(now_ms())
                .bind(credential)
                .execute(pool)
                .await?;
        });
        Ok(())
    }

    // --- invitations ---------------------------------------------------------------------

    /// Stores an invitation and its e-mail in one transaction.
    pub async fn insert_team_invitation(
        &self,
        invitation: &NewInvitation<'_>,
    ) -> Result<(), StoreError> {
        let now = now_ms();
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO team_invitations \
                 (id, token_hash, email, role, invited_by, created_at, expires_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(invitation.id)
            .bind(invitation.token_hash)
            .bind(invitation.email)
            .bind(invitation.role)
            .bind(invitation.invited_by)
            .bind(now)
            .bind(invitation.expires_at)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO team_mail \
                 (invitation_id, channel, recipient, subject, body, next_attempt_at, queued_at) \
                 VALUES ($1, 'email', $2, $3, $4, $5, $5)",
            )
            .bind(invitation.id)
            .bind(invitation.email)
            .bind(invitation.subject)
            .bind(invitation.body)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// An invitation that can still be used (unused, unexpired), by its token's hash.
    pub async fn open_team_invitation(
        &self,
        token_hash: &str,
    ) -> Result<Option<Invitation>, StoreError> {
        let row = with_pool!(self, pool => {
            sqlx::query_as::<_, Invitation>(sqlx::AssertSqlSafe(format!(
                "SELECT {INVITATION_COLUMNS} FROM team_invitations \
                 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2"
            )))
            .bind(token_hash)
            .bind(now_ms())
            .fetch_optional(pool)
            .await?
        });
        Ok(row)
    }

    pub async fn pending_team_invitations(&self) -> Result<Vec<Invitation>, StoreError> {
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, Invitation>(sqlx::AssertSqlSafe(format!(
                "SELECT {INVITATION_COLUMNS} FROM team_invitations \
                 WHERE used_at IS NULL AND expires_at > $1 ORDER BY created_at DESC"
            )))
            .bind(now_ms())
            .fetch_all(pool)
            .await?
        });
        Ok(rows)
    }

    /// The invitation e-mail's fields, while it is undelivered.
    pub async fn team_mail(
        &self,
        id: i64,
    ) -> Result<Option<(String, String, Option<String>)>, StoreError> {
        let row = with_pool!(self, pool => {
            sqlx::query_as("SELECT recipient, subject, body FROM team_mail WHERE id = $1")
                .bind(id)
                .fetch_optional(pool)
                .await?
        });
        Ok(row)
    }

    // --- ceremonies ----------------------------------------------------------------------

    pub async fn insert_team_ceremony(&self, ceremony: &Ceremony) -> Result<(), StoreError> {
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            sqlx::query("DELETE FROM team_ceremonies WHERE expires_at < $1")
                .bind(now_ms())
                .execute(pool)
                .await?;
            sqlx::query(
                "INSERT INTO team_ceremonies \
                 (id, kind, state, invitation_id, member_id, name, expires_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(&ceremony.id)
            .bind(&ceremony.kind)
            .bind(&ceremony.state)
            .bind(&ceremony.invitation_id)
            .bind(&ceremony.member_id)
            .bind(&ceremony.name)
            .bind(ceremony.expires_at)
            .execute(pool)
            .await?;
        });
        Ok(())
    }

    /// Takes a ceremony out of the store: it can be finished once, and only before it expires.
    pub async fn take_team_ceremony(
        &self,
        id: &str,
        kind: &str,
    ) -> Result<Option<Ceremony>, StoreError> {
        let _turn = self.write_turn().await;
        let row = with_pool!(self, pool => {
            sqlx::query_as::<_, Ceremony>(
                "DELETE FROM team_ceremonies WHERE id = $1 AND kind = $2 \
                 RETURNING id, kind, state, invitation_id, member_id, name, expires_at",
            )
            .bind(id)
            .bind(kind)
            .fetch_optional(pool)
            .await?
        });
        Ok(row.filter(|c| c.expires_at > now_ms()))
    }

    /// Finishes a registration: consumes the invitation (once), makes or updates the member
    /// (an invitation to a member replaces their passkeys), stores the passkey and opens a
    /// session. `None` when the invitation was used or expired meanwhile.
    pub async fn join_team(&self, join: &Join<'_>) -> Result<Option<Member>, StoreError> {
        let now = now_ms();
        let _turn = self.write_turn().await;
        let member = with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let invitation = sqlx::query_as::<_, Invitation>(sqlx::AssertSqlSafe(format!(
                "UPDATE team_invitations SET used_at = $1 \
                 WHERE id = $2 AND used_at IS NULL AND expires_at > $1 \
                 RETURNING {INVITATION_COLUMNS}"
            )))
            .bind(now)
            .bind(join.invitation_id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(invitation) = invitation else {
                return Ok(None);
            };
            let existing: Option<(String,)> =
                sqlx::query_as("SELECT id FROM team_members WHERE lower(email) = lower($1)")
                    .bind(&invitation.email)
                    .fetch_optional(&mut *tx)
                    .await?;
            let member_id = match existing {
                Some((id,)) => {
                    sqlx::query(
                        "UPDATE team_members SET name = $1, role = $2, deactivated_at = NULL, \
                         last_signin_at = $3 WHERE id = $4",
                    )
                    .bind(join.name)
                    .bind(&invitation.role)
                    .bind(now)
                    .bind(&id)
                    .execute(&mut *tx)
                    .await?;
                    for table in ["team_passkeys", "team_sessions"] {
                        sqlx::query(sqlx::AssertSqlSafe(format!(
                            "DELETE FROM {table} WHERE member_id = $1"
                        )))
                        .bind(&id)
                        .execute(&mut *tx)
                        .await?;
                    }
                    id
                }
                None => {
                    sqlx::query(
                        "INSERT INTO team_members \
                         (id, email, name, role, created_at, last_signin_at) \
                         VALUES ($1, $2, $3, $4, $5, $5)",
                    )
                    .bind(join.member_id)
                    .bind(&invitation.email)
                    .bind(join.name)
                    .bind(&invitation.role)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
                    join.member_id.to_owned()
                }
            };
            sqlx::query(
                "INSERT INTO team_passkeys (id, member_id, passkey, created_at, last_used_at) \
                 VALUES ($1, $2, $3, $4, $4)",
            )
            .bind(join.credential_id)
            .bind(&member_id)
            .bind(join.passkey)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO team_sessions (token_hash, member_id, csrf, created_at, last_seen_at) \
                 VALUES ($1, $2, $3, $4, $4)",
            )
            .bind(join.session_hash)
            .bind(&member_id)
            .bind(join.csrf)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            insert_audit!(tx, Some(&member_id), "join", Some(&member_id), Some(&invitation.role));
            let member = sqlx::query_as::<_, Member>(sqlx::AssertSqlSafe(format!(
                "SELECT {MEMBER_COLUMNS} FROM team_members m WHERE m.id = $1"
            )))
            .bind(&member_id)
            .fetch_one(&mut *tx)
            .await?;
            tx.commit().await?;
            Some(member)
        });
        Ok(member)
    }

    // --- sessions ------------------------------------------------------------------------

    pub async fn insert_team_session(
        &self,
        token_hash: &str,
        member_id: &str,
        csrf: &str,
    ) -> Result<(), StoreError> {
        let now = now_ms();
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO team_sessions (token_hash, member_id, csrf, created_at, last_seen_at) \
                 VALUES ($1, $2, $3, $4, $4)",
            )
            .bind(token_hash)
            .bind(member_id)
            .bind(csrf)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            sqlx::query("UPDATE team_members SET last_signin_at = $1 WHERE id = $2")
                .bind(now)
                .bind(member_id)
                .execute(&mut *tx)
                .await?;
            // Finished sessions of anyone go too: the table holds live sessions only.
            sqlx::query("DELETE FROM team_sessions WHERE last_seen_at < $1 OR created_at < $2")
                .bind(now - IDLE_MS)
                .bind(now - ABSOLUTE_MS)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// A live session (within its idle and absolute limits, its member active).
    pub async fn team_session(&self, token_hash: &str) -> Result<Option<SessionRow>, StoreError> {
        let now = now_ms();
        let row: Option<(String, String, i64)> = with_pool!(self, pool => {
            sqlx::query_as(
                "SELECT s.member_id, s.csrf, s.last_seen_at FROM team_sessions s \
                 JOIN team_members m ON m.id = s.member_id \
                 WHERE s.token_hash = $1 AND s.last_seen_at > $2 AND s.created_at > $3 \
                 AND m.deactivated_at IS NULL",
            )
            .bind(token_hash)
            .bind(now - IDLE_MS)
            .bind(now - ABSOLUTE_MS)
            .fetch_optional(pool)
            .await?
        });
        let Some((member_id, csrf, last_seen_at)) = row else {
            return Ok(None);
        };
        Ok(self
            .team_member(&member_id)
            .await?
            .map(|member| SessionRow {
                member,
                csrf,
                last_seen_at,
            }))
    }

    pub async fn touch_team_session(&self, token_hash: &str) -> Result<(), StoreError> {
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            sqlx::query("UPDATE team_sessions SET last_seen_at = $1 WHERE token_hash = $2")
                .bind(now_ms())
                .bind(token_hash)
                .execute(pool)
                .await?;
        });
        Ok(())
    }

    pub async fn delete_team_session(&self, token_hash: &str) -> Result<(), StoreError> {
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            sqlx::query("DELETE FROM team_sessions WHERE token_hash = $1")
                .bind(token_hash)
                .execute(pool)
                .await?;
        });
        Ok(())
    }

    /// Deletes finished sessions, expired ceremonies, and invitations (their e-mails with them)
    /// a week after they expired; returns how many rows went.
    pub async fn sweep_team(&self) -> Result<u64, StoreError> {
        let now = now_ms();
        let _turn = self.write_turn().await;
        let deleted = with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let mut deleted = 0;
            deleted += sqlx::query("DELETE FROM team_sessions WHERE last_seen_at < $1 OR created_at < $2")
                .bind(now - IDLE_MS)
                .bind(now - ABSOLUTE_MS)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            deleted += sqlx::query("DELETE FROM team_ceremonies WHERE expires_at < $1")
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            deleted += sqlx::query("DELETE FROM team_mail WHERE invitation_id IN \
                 (SELECT id FROM team_invitations WHERE expires_at < $1)")
                .bind(now - INVITATION_KEPT_MS)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            deleted += sqlx::query("DELETE FROM team_invitations WHERE expires_at < $1")
                .bind(now - INVITATION_KEPT_MS)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            tx.commit().await?;
            deleted
        });
        Ok(deleted)
    }

    // --- audit and notes -----------------------------------------------------------------

    pub async fn audit(
        &self,
        actor: Option<&str>,
        action: &str,
        subject: Option<&str>,
        detail: Option<&str>,
    ) -> Result<(), StoreError> {
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            insert_audit!(tx, actor, action, subject, detail);
            tx.commit().await?;
        });
        Ok(())
    }

    pub async fn audit_entries(
        &self,
        before: Option<i64>,
        limit: i64,
    ) -> Result<Vec<AuditEntry>, StoreError> {
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, AuditEntry>(
                "SELECT a.id, a.at, m.name AS actor, a.action, a.subject, a.detail \
                 FROM team_audit a LEFT JOIN team_members m ON m.id = a.actor \
                 WHERE a.id < $1 ORDER BY a.id DESC LIMIT $2",
            )
            .bind(before.unwrap_or(i64::MAX))
            .bind(limit)
            .fetch_all(pool)
            .await?
        });
        Ok(rows)
    }

    pub async fn insert_team_note(
        &self,
        kind: LeadKind,
        subject_id: &str,
        author: &str,
        text: &str,
    ) -> Result<(), StoreError> {
        let _turn = self.write_turn().await;
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO team_notes (subject_kind, subject_id, author, at, text) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(kind.as_str())
            .bind(subject_id)
            .bind(author)
            .bind(now_ms())
            .bind(text)
            .execute(&mut *tx)
            .await?;
            insert_audit!(tx, Some(author), "note", Some(subject_id), Some(kind.as_str()));
            tx.commit().await?;
        });
        Ok(())
    }

    pub async fn team_notes(
        &self,
        kind: LeadKind,
        subject_id: &str,
    ) -> Result<Vec<Note>, StoreError> {
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, Note>(
                "SELECT n.at, COALESCE(m.name, '') AS author, n.text FROM team_notes n \
                 LEFT JOIN team_members m ON m.id = n.author \
                 WHERE n.subject_kind = $1 AND n.subject_id = $2 ORDER BY n.at, n.id",
            )
            .bind(kind.as_str())
            .bind(subject_id)
            .fetch_all(pool)
            .await?
        });
        Ok(rows)
    }

    // --- enquiries and applications, as the team reads them ------------------------------

    /// A lead list, newest first: `team_leads::<StoredEnquiry>` or `::<StoredApplication>`.
    pub async fn team_leads<T: LeadRow>(
        &self,
        filter: &LeadFilter,
        limit: i64,
    ) -> Result<Vec<T>, StoreError> {
        let (clause, binds) = filter.where_clause(T::KIND);
        let sql = format!(
            "SELECT {} FROM {}{clause} ORDER BY created_at DESC, id DESC LIMIT {limit}",
            T::COLUMNS,
            T::KIND.table()
        );
        let rows = with_pool!(self, pool => {
            bind_all!(sqlx::query_as::<_, T>(sqlx::AssertSqlSafe(sql.as_str())), &binds)
                .fetch_all(pool)
                .await?
        });
        Ok(rows)
    }

    /// How many applications each job has.
    pub async fn applications_per_job(&self) -> Result<Vec<(String, i64)>, StoreError> {
        let rows = with_pool!(self, pool => {
            sqlx::query_as(
                "SELECT job_slug, COUNT(*) FROM applications GROUP BY job_slug ORDER BY job_slug",
            )
            .fetch_all(pool)
            .await?
        });
        Ok(rows)
    }

    pub async fn lead_deliveries(
        &self,
        kind: LeadKind,
        id: &str,
    ) -> Result<Vec<DeliveryState>, StoreError> {
        let (table, subject) = kind.outbox();
        let sql = format!(
            "SELECT id, channel, attempts, delivered_at, next_attempt_at, dead_at, last_error \
             FROM {table} WHERE {subject} = $1 ORDER BY channel"
        );
        let rows = with_pool!(self, pool => {
            sqlx::query_as::<_, DeliveryState>(sqlx::AssertSqlSafe(sql.as_str()))
                .bind(id)
                .fetch_all(pool)
                .await?
        });
        Ok(rows)
    }

    /// The leads of one kind with a dead delivery (out of attempts, not delivered).
    pub async fn leads_with_dead_deliveries(
        &self,
        kind: LeadKind,
    ) -> Result<std::collections::HashSet<String>, StoreError> {
        let (table, subject) = kind.outbox();
        let sql = format!(
            "SELECT DISTINCT {subject} FROM {table} \
             WHERE dead_at IS NOT NULL AND delivered_at IS NULL"
        );
        let rows: Vec<(String,)> = with_pool!(self, pool => {
            sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
                .fetch_all(pool)
                .await?
        });
        Ok(rows.into_iter().map(|(id,)| id).collect())
    }

    /// How many deliveries (e-mail, webhook) the leads of one kind sent by `email` have, in any
    /// letter case.
    pub async fn deliveries_of_email(
        &self,
        kind: LeadKind,
        email: &str,
    ) -> Result<i64, StoreError> {
        let (outbox, subject) = kind.outbox();
        let sql = format!(
            "SELECT COUNT(*) FROM {outbox} d JOIN {leads} l ON l.id = d.{subject} \
             WHERE lower(l.email) = lower($1)",
            leads = kind.table()
        );
        let (count,): (i64,) = with_pool!(self, pool => {
            sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
                .bind(email)
                .fetch_one(pool)
                .await?
        });
        Ok(count)
    }

    /// Sets a lead's status (and, for an enquiry, its owner when `owner` is `Some`), with its
    /// audit entry. `false` when there is no such lead.
    pub async fn update_lead(
        &self,
        kind: LeadKind,
        id: &str,
        status: Option<&str>,
        owner: Option<Option<&str>>,
        actor: &str,
    ) -> Result<bool, StoreError> {
        let table = kind.table();
        let _turn = self.write_turn().await;
        let found = with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let exists: Option<(String,)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
                "SELECT id FROM {table} WHERE id = $1"
            )))
            .bind(id)
            .fetch_optional(&mut *tx)
            .await?;
            if exists.is_none() {
                return Ok(false);
            }
            if let Some(status) = status {
                sqlx::query(sqlx::AssertSqlSafe(format!(
                    "UPDATE {table} SET status = $1 WHERE id = $2"
                )))
                .bind(status)
                .bind(id)
                .execute(&mut *tx)
                .await?;
                insert_audit!(tx, Some(actor), "status_change", Some(id), Some(status));
            }
            if let (Some(owner), LeadKind::Enquiry) = (owner, kind) {
                sqlx::query("UPDATE enquiries SET owner = $1 WHERE id = $2")
                    .bind(owner)
                    .bind(id)
                    .execute(&mut *tx)
                    .await?;
                insert_audit!(tx, Some(actor), "owner_change", Some(id), owner);
            }
            tx.commit().await?;
            true
        });
        Ok(found)
    }

    // --- privacy requests ----------------------------------------------------------------

    /// Deletes everything stored about `email` in one transaction: enquiries, applications,
    /// questions, their outbox rows and notes, and the team's audit entries' subjects stay (ids only).
    /// The CV objects named in the answer are deleted by the caller.
    pub async fn erase_email(
        &self,
        email: &str,
        actor: &str,
        detail: &str,
    ) -> Result<Erased, StoreError> {
        let _turn = self.write_turn().await;
        let erased = with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let mut erased = Erased::default();
            let enquiries: Vec<(String,)> =
                sqlx::query_as("SELECT id FROM enquiries WHERE lower(email) = lower($1)")
                    .bind(email)
                    .fetch_all(&mut *tx)
                    .await?;
            for (id,) in &enquiries {
                erased.deliveries += sqlx::query("DELETE FROM deliveries WHERE enquiry_id = $1")
                    .bind(id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
                erased.notes += sqlx::query(
                    "DELETE FROM team_notes WHERE subject_kind = 'enquiry' AND subject_id = $1",
                )
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            }
            erased.enquiries = sqlx::query("DELETE FROM enquiries WHERE lower(email) = lower($1)")
                .bind(email)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            let applications: Vec<(String, String)> = sqlx::query_as(
                "SELECT id, cv_object FROM applications WHERE lower(email) = lower($1)",
            )
            .bind(email)
            .fetch_all(&mut *tx)
            .await?;
            for (id, object) in &applications {
                erased.deliveries += sqlx::query(
                    "DELETE FROM application_deliveries WHERE application_id = $1",
                )
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                erased.notes += sqlx::query(
                    "DELETE FROM team_notes WHERE subject_kind = 'application' AND subject_id = $1",
                )
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                erased.cv_objects.push(object.clone());
            }
            erased.applications =
                sqlx::query("DELETE FROM applications WHERE lower(email) = lower($1)")
                    .bind(email)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
            // A question's outbox rows go with it (ON DELETE CASCADE); counted first.
            let (question_deliveries,): (i64,) = sqlx::query_as(
                "SELECT COUNT(*) FROM question_deliveries d JOIN questions q \
                 ON q.id = d.question_id WHERE lower(q.email) = lower($1)",
            )
            .bind(email)
            .fetch_one(&mut *tx)
            .await?;
            erased.deliveries += u64::try_from(question_deliveries).unwrap_or(0);
            erased.questions = sqlx::query("DELETE FROM questions WHERE lower(email) = lower($1)")
                .bind(email)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            insert_audit!(tx, Some(actor), "erasure", None::<&str>, Some(detail));
            tx.commit().await?;
            erased
        });
        Ok(erased)
    }
}

/// What finishing a registration stores.
pub struct Join<'a> {
    pub invitation_id: &'a str,
    /// The id a new member gets (an existing member keeps theirs).
    pub member_id: &'a str,
    pub name: &'a str,
    pub credential_id: &'a str,
    pub passkey: &'a str,
    pub session_hash: &'a str,
    pub csrf: &'a str,
}

/// A session ends after this long without a request.
pub const IDLE_MS: i64 = 8 * 60 * 60 * 1000;
/// And this long after sign-in, whatever happens.
pub const ABSOLUTE_MS: i64 = 7 * 24 * 60 * 60 * 1000;
/// An invitation (used or not) is kept this long after it expired, then deleted.
const INVITATION_KEPT_MS: i64 = 7 * 24 * 60 * 60 * 1000;
