/** The terms and privacy policy the app shows (SPEC: terms and privacy policy texts). Plain text, paragraphs split by blank lines. */

export const LEGAL_UPDATED_AT = new Date('2026-01-05T08:00:00Z');

export const TERMS = {
  title: 'GRTV Terms and Conditions',
  body: `1. The service
GRTV is a mobile video streaming service for Vodacom subscribers in South Africa. It offers TV shows, episodes, short videos, channels and live TV on your phone.

2. Subscription and price
You subscribe with your mobile number and a one-time PIN (OTP) sent by SMS. You choose a package: GRTV Daily at R5.00 a day, GRTV Weekly at R10.00 a week or GRTV Monthly at R25.00 a month, VAT included. The amount is charged to your Vodacom airtime or added to your bill. Your first day is free for new subscribers; charging starts after it unless you cancel.

3. Renewal
Your subscription renews automatically at the end of each period until you cancel. If your airtime is too low to pay, we try again for a few days; while a payment is outstanding you may not be able to watch.

4. Cancelling
You can cancel at any time from My Account in the app, or by sending STOP to the short code in your welcome SMS. Cancelling stops future charges; you keep access until the end of the period you have paid for. Charges already made are not refunded except where the law requires it.

5. Data costs
Streaming uses mobile data, which your network charges separately unless your bundle says otherwise. Choose Data Saver quality in the player to use less data.

6. Content
Shows and videos are for personal, non-commercial viewing in South Africa. Age ratings are shown on each title; parents are responsible for what children watch. Titles may be added or removed at any time.

7. Fair use
Do not copy, record, resell or share the service or its streams. We may suspend accounts that abuse the service.

8. Help
Contact customer care from Help & Support in the app. These terms follow the Consumer Protection Act and the WASPA Code of Conduct.`,
};

export const PRIVACY = {
  title: 'GRTV Privacy Policy',
  body: `1. Who we are
GRTV processes your personal information under the Protection of Personal Information Act (POPIA). This policy says what we collect, why, and your rights.

2. What we collect
Your mobile number, your subscription and payment history, the titles you add to My List, your ratings and feedback, and basic technical information such as your phone's browser and the quality you stream at.

3. Why we collect it
To sign you in, to bill your subscription through Vodacom, to remember your list and where you stopped watching, to answer support requests, and to improve the service. We do not sell your information.

4. Who we share it with
With Vodacom, to charge your subscription and confirm your number. With service providers who host the service for us, under contracts that protect your information. With authorities where the law requires it.

5. How long we keep it
As long as you subscribe, and afterwards as long as the law requires for billing records.

6. Your rights
You may ask to see, correct or delete your personal information, and object to its use, from Help & Support in the app. You may complain to the Information Regulator.

7. Security
Numbers are masked in our logs, OTPs are never stored in plain text, and streams are sent over signed links that expire.`,
};
