//! Delivery by e-mail (SMTP via lettre, TLS by rustls).

use std::time::Duration;

use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use super::DeliveryError;
use crate::db::{StoredApplication, StoredEnquiry, StoredQuestion};
use crate::language::Language;

pub struct EmailSender {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    to: Mailbox,
    application_to: Mailbox,
}

impl EmailSender {
    /// `smtp_url` as lettre reads it: `smtps://user:pass@host:465`,
    /// `smtp://host:587?tls=required`, or `smtp://host:25` (no TLS, local relays only).
    pub fn new(
        smtp_url: &str,
        from: &str,
        to: &str,
        application_to: &str,
    ) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(smtp_url)?
            .timeout(Some(Duration::from_secs(15)))
            .build();
        Ok(Self {
            transport,
            from: from.parse()?,
            to: to.parse()?,
            application_to: application_to.parse()?,
        })
    }

    pub async fn send(&self, enquiry: &StoredEnquiry) -> Result<(), DeliveryError> {
        let message = self
            .headed(
                &self.to,
                format!(
                    "New enquiry from {} {}",
                    enquiry.first_name, enquiry.last_name
                ),
                format!("<{}@enquiries.kaveri-site>", enquiry.id),
                &format!("{} {}", enquiry.first_name, enquiry.last_name),
                &enquiry.email,
            )
            .header(ContentType::TEXT_PLAIN)
            .body(body(enquiry))
            .map_err(|e| failed(&e))?;
        self.deliver(message).await
    }

    /// A plain-text message to one address (an invitation to the team console).
    pub async fn send_plain(
        &self,
        to: &str,
        subject: &str,
        body: &str,
    ) -> Result<(), DeliveryError> {
        let to: Mailbox = to.parse().map_err(|e| failed(&e))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(subject)
            .header(ContentType::TEXT_PLAIN)
            .body(body.to_owned())
            .map_err(|e| failed(&e))?;
        self.deliver(message).await
    }

    /// The application to the hiring team, the CV attached (the hiring inbox is often outside
    /// the company network, where a link would need its own sign-in or an expiring URL).
    pub async fn send_application(
        &self,
        application: &StoredApplication,
        cv: bytes::Bytes,
    ) -> Result<(), DeliveryError> {
        let media_type = ContentType::parse(&application.cv_media_type).map_err(|e| failed(&e))?;
        let attachment =
            Attachment::new(application.cv_file_name.clone()).body(cv.to_vec(), media_type);
        let message = self
            .headed(
                &self.application_to,
                format!(
                    "Application for {}: {} {}",
                    application.job_slug, application.first_name, application.last_name
                ),
                format!("<{}@applications.kaveri-site>", application.id),
                &format!("{} {}", application.first_name, application.last_name),
                &application.email,
            )
            .multipart(
                MultiPart::mixed()
                    .singlepart(SinglePart::plain(application_body(application)))
                    .singlepart(attachment),
            )
            .map_err(|e| failed(&e))?;
        self.deliver(message).await
    }

    /// A candidate's question about a position, to the hiring team's address (where
    /// applications go); replying answers the candidate.
    pub async fn send_question(&self, question: &StoredQuestion) -> Result<(), DeliveryError> {
        let message = self
            .headed(
                &self.application_to,
                format!("Question about {}: {}", question.job_slug, question.name),
                format!("<{}@questions.kaveri-site>", question.id),
                &question.name,
                &question.email,
            )
            .header(ContentType::TEXT_PLAIN)
            .body(question_body(question))
            .map_err(|e| failed(&e))?;
        self.deliver(message).await
    }

    /// A lead's message to `to`: its subject, its stable Message-ID (a receiver drops the one
    /// repeat a crash can cause) and a Reply-To of the visitor (the bare address when the name
    /// does not make a valid mailbox).
    fn headed(
        &self,
        to: &Mailbox,
        subject: String,
        message_id: String,
        name: &str,
        email: &str,
    ) -> lettre::message::MessageBuilder {
        let builder = Message::builder()
            .from(self.from.clone())
            .to(to.clone())
            .subject(subject)
            .message_id(Some(message_id));
        match format!("{name} <{email}>")
            .parse::<Mailbox>()
            .or_else(|_| email.parse::<Mailbox>())
        {
            Ok(reply_to) => builder.reply_to(reply_to),
            Err(_) => builder,
        }
    }

    async fn deliver(&self, message: Message) -> Result<(), DeliveryError> {
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| failed(&e))
    }
}

fn failed(e: &dyn std::fmt::Display) -> DeliveryError {
    DeliveryError::Email(e.to_string())
}

fn question_body(q: &StoredQuestion) -> String {
    format!(
        "A candidate's question about an open position, from the website.\n\n\
         Position:     {}\n\
         Name:         {}\n\
         Email:        {}\n\
         Language:     {}\n\
         Source:       {}\n\
         Question id:  {}\n\n\
         {}\n",
        q.job_slug,
        q.name,
        q.email,
        language_label(&q.language),
        source_line(
            q.source_kind.as_deref(),
            q.source.as_deref(),
            q.source_medium.as_deref(),
            q.source_campaign.as_deref(),
            q.source_landing.as_deref(),
        ),
        q.id,
        q.question
    )
}

fn application_body(a: &StoredApplication) -> String {
    let optional = |value: &Option<String>| value.clone().unwrap_or_else(|| "—".to_owned());
    format!(
        "A new job application from the website.\n\n\
         Position:     {}\n\
         Name:         {} {}\n\
         Email:        {}\n\
         Phone:        {}\n\
         Location:     {}\n\
         Language:     {}\n\
         Source:       {}\n\
         Profile:      {}\n\
         CV:           {} ({} bytes, sha256 {})\n\
         Application:  {}\n\n\
         {}\n",
        a.job_slug,
        a.first_name,
        a.last_name,
        a.email,
        optional(&a.phone),
        a.location,
        language_label(&a.language),
        source_line(
            a.source_kind.as_deref(),
            a.source.as_deref(),
            a.source_medium.as_deref(),
            a.source_campaign.as_deref(),
            a.source_landing.as_deref(),
        ),
        optional(&a.profile_url),
        a.cv_file_name,
        a.cv_bytes,
        a.cv_sha256,
        a.id,
        a.cover_note
    )
}

/// Where the lead came from, in one line: `from: linkedin / campaign ai-day-2026, landed on
/// /services/data-analytics`, marked when only the form's own request told it.
pub fn source_line(
    kind: Option<&str>,
    source: Option<&str>,
    medium: Option<&str>,
    campaign: Option<&str>,
    landing: Option<&str>,
) -> String {
    let Some(kind) = kind else {
        return "not recorded".to_owned();
    };
    let mut line = format!("from: {}", source.unwrap_or("direct"));
    if let Some(medium) = medium {
        line.push_str(&format!(" / {medium}"));
    }
    if let Some(campaign) = campaign {
        line.push_str(&format!(" / campaign {campaign}"));
    }
    if let Some(landing) = landing {
        line.push_str(&format!(", landed on {landing}"));
    }
    if kind == "request" {
        line.push_str(" (the form's page: no counted visit)");
    }
    line
}

/// The form's language as the team reads it: `German (de)`; an unknown stored code as it is.
pub fn language_label(code: &str) -> String {
    Language::from_code(code).map_or_else(|| code.to_owned(), Language::label)
}

fn body(enquiry: &StoredEnquiry) -> String {
    let optional = |value: &Option<String>| value.clone().unwrap_or_else(|| "—".to_owned());
    format!(
        "A new project enquiry from the website.\n\n\
         Name:         {} {}\n\
         Email:        {}\n\
         Company:      {}\n\
         Project type: {}\n\
         Budget:       {}\n\
         Language:     {}\n\
         Source:       {}\n\
         Enquiry id:   {}\n\n\
         {}\n",
        enquiry.first_name,
        enquiry.last_name,
        enquiry.email,
        optional(&enquiry.company),
        optional(&enquiry.project_type),
        optional(&enquiry.budget),
        language_label(&enquiry.language),
        source_line(
            enquiry.source_kind.as_deref(),
            enquiry.source.as_deref(),
            enquiry.source_medium.as_deref(),
            enquiry.source_campaign.as_deref(),
            enquiry.source_landing.as_deref(),
        ),
        enquiry.id,
        enquiry.message
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enquiry(language: &str) -> StoredEnquiry {
        StoredEnquiry {
            id: "0190-e".to_owned(),
            created_at: 0,
            first_name: "Jonas".to_owned(),
            last_name: "Weber".to_owned(),
            email: "jonas@firma.example".to_owned(),
            company: None,
            project_type: Some("consulting".to_owned()),
            budget: None,
            message: "Guten Tag".to_owned(),
            flagged: None,
            language: language.to_owned(),
            source_kind: Some("visit".to_owned()),
            source_landing: Some("/services/data-analytics".to_owned()),
            source: Some("linkedin".to_owned()),
            source_medium: None,
            source_campaign: Some("ai-day-2026".to_owned()),
            source_language: Some("en".to_owned()),
            status: "new".to_owned(),
            owner: None,
        }
    }

    #[test]
    fn the_team_reads_where_the_lead_came_from() {
        let text = body(&enquiry("en"));
        assert!(
            text.contains(
                "Source:       from: linkedin / campaign ai-day-2026, landed on /services/data-analytics\n"
            ),
            "{text}"
        );
        assert_eq!(
            source_line(Some("request"), None, None, None, Some("/contact")),
            "from: direct, landed on /contact (the form's page: no counted visit)"
        );
        assert_eq!(source_line(None, None, None, None, None), "not recorded");
    }

    #[test]
    fn the_team_reads_the_form_language_in_english() {
        let text = body(&enquiry("de"));
        assert!(text.contains("Language:     German (de)\n"), "{text}");
        assert!(text.starts_with("A new project enquiry from the website."));
        assert!(body(&enquiry("en")).contains("Language:     English (en)\n"));
        assert!(body(&enquiry("ar")).contains("Language:     Arabic (ar)\n"));
        assert_eq!(language_label("xx"), "xx");
    }

    #[test]
    fn an_application_names_its_language_too() {
        let application = StoredApplication {
            id: "0190-a".to_owned(),
            created_at: 0,
            job_slug: "senior-product-designer".to_owned(),
            first_name: "Yuki".to_owned(),
            last_name: "Sato".to_owned(),
            email: "yuki@example.jp".to_owned(),
            phone: None,
            location: "Osaka".to_owned(),
            profile_url: None,
            cover_note: "Hello".to_owned(),
            cv_object: "cv/x".to_owned(),
            cv_file_name: "cv.pdf".to_owned(),
            cv_media_type: "application/pdf".to_owned(),
            cv_bytes: 10,
            cv_sha256: "ab".to_owned(),
            flagged: None,
            language: "ja".to_owned(),
            source_kind: None,
            source_landing: None,
            source: None,
            source_medium: None,
            source_campaign: None,
            source_language: None,
            status: "new".to_owned(),
        };
        let text = application_body(&application);
        assert!(text.contains("Language:     Japanese (ja)\n"), "{text}");
    }
}
