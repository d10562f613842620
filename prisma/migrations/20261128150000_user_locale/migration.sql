-- Issue #29: the language a person chose, for their screens on any device and for their e-mails.
ALTER TABLE "User" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';
