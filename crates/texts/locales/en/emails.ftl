# The emails the server sends, written in the recipient account's language.

email-greeting = Hello { $name },
email-greeting-anonymous = Hello,
email-signature = The Haat team
email-link-fallback = If the button does not work, copy this address into your browser:

email-shop-activation-subject = Activate your shop on Haat
email-shop-activation-intro = Thank you for opening { $shop } on Haat. Confirm your email address to activate your shop.
email-shop-activation-expiry = The link works once and expires in 48 hours.
email-shop-activation-action = Activate your shop

email-password-reset-subject = Reset your Haat password
email-password-reset-intro = Someone, hopefully you, asked to reset the password of your Haat account.
email-password-reset-expiry = The link works once and expires in 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.
email-password-reset-action = Choose a new password

email-newsletter-subject = Your { $percent }% off coupon: { $code }
email-newsletter-thanks = Thank you for subscribing to the Haat newsletter.
email-newsletter-coupon = Here is your { $percent }% off coupon for everything on Haat: { $code }. Enter it at checkout; it takes up to { $max } off one order and is valid until { $until }.
email-newsletter-action = Start shopping

email-withdrawal-paid-subject = Your withdrawal of { $amount } has been paid
email-withdrawal-paid-body = We have sent { $amount } to your { $method } (request { $reference }). It usually reaches the account within one working day.
email-withdrawal-rejected-subject = Your withdrawal of { $amount } was not approved
email-withdrawal-rejected-body = Your request { $reference } for { $amount } was not approved, and the amount is back in your available balance. The reason given: { $reason }
email-withdrawal-no-reason = none given
email-payout-bank = { $bank } account ending { $last4 } ({ $ifsc })
email-payout-bank-unnamed = bank account ending { $last4 } ({ $ifsc })
email-payout-upi = UPI { $id }

# A date: day, month name, year.
email-date = { $day } { $month } { $year }
month-1 = January
month-2 = February
month-3 = March
month-4 = April
month-5 = May
month-6 = June
month-7 = July
month-8 = August
month-9 = September
month-10 = October
month-11 = November
month-12 = December

# Complaints to the grievance officer.
email-grievance-received-subject = We have received your complaint { $ticket }
email-grievance-received-body = Thank you for writing to our grievance officer. Your complaint is registered as { $ticket }, and we will resolve it by { $due }. Keep this number to follow it up. You wrote:
email-grievance-answered-subject = An answer to your complaint { $ticket }
email-grievance-answered-body = Our grievance officer has answered your complaint { $ticket }:
email-grievance-closed-subject = Your complaint { $ticket } is closed
email-grievance-closed-body = Our grievance officer has closed your complaint { $ticket }. If it is not resolved to your satisfaction, reply to this email or write to us again.

email-shop-approved-subject = { $shop } is approved and live
email-shop-approved-body = Good news: we have reviewed { $shop } and it is now live. Shoppers can find your products on the marketplace from now on.
email-shop-rejected-subject = { $shop } needs changes before it can go live
email-shop-rejected-body = We have reviewed { $shop } and cannot approve it yet. What to change: { $reason } Once it is fixed, submit your shop for review again from your dashboard.
email-shop-review-action = Open your dashboard
