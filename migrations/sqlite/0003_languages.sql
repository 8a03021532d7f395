-- The language of the form each enquiry and application was sent from (en, de, ja, ar), shown
-- to the team in the e-mail and the webhook. Rows stored before it was recorded are English.
ALTER TABLE enquiries ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
ALTER TABLE applications ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
