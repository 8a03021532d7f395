//! Turning the received parts into a validated application and its checked CV.

use super::cv::{self, CvRejection};
use super::multipart::{Received, SpooledCv};
use super::rules::{self, APPLICATION_FIELDS, MAX_FILE_NAME_CHARS};
use crate::api::error::ApiError;
use crate::api::messages::{FieldError, Message};
use crate::db::{CvMeta, NewApplication};

/// The application without its CV's object name, and the spooled CV; or every field's message.
pub async fn validate(received: Received) -> Result<(NewApplication, SpooledCv), ApiError> {
    let Received { mut submission, cv } = received;
    let mut clean = submission.check(APPLICATION_FIELDS);
    let cv = match cv {
        Some(cv) if cv.bytes == 0 && cv.raw_file_name.is_empty() => None,
        None => None,
        Some(cv) => match inspect(cv).await? {
            (cv, Ok(media_type)) => Some((cv, media_type)),
            (_, Err(rejection)) => {
                // Why, without anything of the file: for the operator.
                tracing::info!(reason = %rejection, "CV refused");
                submission.errors.insert(
                    rules::CV_FIELD,
                    FieldError::new(refusal_message(&rejection)),
                );
                return Err(ApiError::Validation(submission.errors));
            }
        },
    };
    let Some((cv, media_type)) = cv else {
        submission
            .errors
            .insert(rules::CV_FIELD, FieldError::new(&rules::MESSAGE_CV_MISSING));
        return Err(ApiError::Validation(submission.errors));
    };
    if !submission.errors.is_empty() {
        return Err(ApiError::Validation(submission.errors));
    }
    let application = NewApplication {
        job_slug: clean.required("jobSlug"),
        first_name: clean.required("firstName"),
        last_name: clean.required("lastName"),
        email: clean.required("email"),
        phone: clean.take("phone"),
        location: clean.required("location"),
        profile_url: clean.take("profileUrl"),
        cover_note: clean.required("coverNote"),
        cv: CvMeta {
            object: String::new(),
            file_name: cv::sanitize_file_name(&cv.raw_file_name, MAX_FILE_NAME_CHARS),
            media_type,
            bytes: i64::try_from(cv.bytes).unwrap_or(i64::MAX),
            sha256: cv.sha256.clone(),
        },
        language: submission.language.code(),
        source: None,
        flagged: submission.bot_flag(),
    };
    Ok((application, cv))
}

fn refusal_message(rejection: &CvRejection) -> &'static Message {
    match rejection {
        CvRejection::Empty => &rules::MESSAGE_CV_EMPTY,
        CvRejection::NotADocument => &rules::MESSAGE_CV_TYPE,
        CvRejection::Polyglot | CvRejection::ZipBomb | CvRejection::Macros => {
            &rules::MESSAGE_CV_UNSAFE
        }
    }
}

/// The CV's verdict, read on a blocking thread.
async fn inspect(
    mut cv: SpooledCv,
) -> Result<(SpooledCv, Result<&'static str, CvRejection>), ApiError> {
    let joined = tokio::task::spawn_blocking(move || {
        let verdict = cv::inspect(&mut cv.file);
        (cv, verdict)
    })
    .await;
    match joined {
        Ok((cv, Ok(verdict))) => Ok((cv, verdict)),
        Ok((_, Err(error))) => Err(ApiError::unavailable("cannot read a spooled upload", error)),
        Err(error) => Err(ApiError::unavailable("CV inspection failed", error)),
    }
}
