//! Delivery by e-mail (SMTP via lettre, TLS by rustls).

use std::time::Duration;

use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use super::DeliveryError;
use crate::db::{StoredApplication, StoredEnquiry};

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
        let failed = |e: &dyn std::fmt::Display| DeliveryError::Email(e.to_string());
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(self.to.clone())
            .subject(format!(
                "New enquiry from {} {}",
                enquiry.first_name, enquiry.last_name
            ))
            .message_id(Some(format!("<{}@enquiries.kaveri-site>", enquiry.id)));
        if let Ok(reply_to) = format!(
            "{} {} <{}>",
            enquiry.first_name, enquiry.last_name, enquiry.email
        )
        .parse::<Mailbox>()
        .or_else(|_| enquiry.email.parse::<Mailbox>())
        {
            builder = builder.reply_to(reply_to);
        }
        let message = builder
            .header(ContentType::TEXT_PLAIN)
            .body(body(enquiry))
            .map_err(|e| failed(&e))?;
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| failed(&e))
    }
}

impl EmailSender {
    /// The application to the hiring team, the CV attached (the hiring inbox is often outside
    /// the company network, where a link would need its own sign-in or an expiring URL).
    pub async fn send_application(
        &self,
        application: &StoredApplication,
        cv: bytes::Bytes,
    ) -> Result<(), DeliveryError> {
        let failed = |e: &dyn std::fmt::Display| DeliveryError::Email(e.to_string());
        let mut builder = Message::builder()
            .from(self.from.clone())
            .to(self.application_to.clone())
            .subject(format!(
                "Application for {}: {} {}",
                application.job_slug, application.first_name, application.last_name
            ))
            .message_id(Some(format!(
                "<{}@applications.kaveri-site>",
                application.id
            )));
        if let Ok(reply_to) = format!(
            "{} {} <{}>",
            application.first_name, application.last_name, application.email
        )
        .parse::<Mailbox>()
        .or_else(|_| application.email.parse::<Mailbox>())
        {
            builder = builder.reply_to(reply_to);
        }
        let media_type = ContentType::parse(&application.cv_media_type).map_err(|e| failed(&e))?;
        let attachment =
            Attachment::new(application.cv_file_name.clone()).body(cv.to_vec(), media_type);
        let message = builder
            .multipart(
                MultiPart::mixed()
                    .singlepart(SinglePart::plain(application_body(application)))
                    .singlepart(attachment),
            )
            .map_err(|e| failed(&e))?;
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| failed(&e))
    }
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
        optional(&a.profile_url),
        a.cv_file_name,
        a.cv_bytes,
        a.cv_sha256,
        a.id,
        a.cover_note
    )
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
         Enquiry id:   {}\n\n\
         {}\n",
        enquiry.first_name,
        enquiry.last_name,
        enquiry.email,
        optional(&enquiry.company),
        optional(&enquiry.project_type),
        optional(&enquiry.budget),
        enquiry.id,
        enquiry.message
    )
}
