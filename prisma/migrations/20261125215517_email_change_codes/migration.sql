-- Profile → change e-mail: the code mailed to the new address.
ALTER TYPE "OtpPurpose" ADD VALUE 'email_change';
