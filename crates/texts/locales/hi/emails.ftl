# सर्वर के भेजे ईमेल, पाने वाले अकाउंट की भाषा में (en/emails.ftl देखें)।

email-greeting = नमस्ते { $name },
email-greeting-anonymous = नमस्ते,
email-signature = Haat टीम
email-link-fallback = अगर बटन काम न करे, तो यह पता अपने ब्राउज़र में कॉपी करें:

email-shop-activation-subject = Haat पर अपनी दुकान सक्रिय करें
email-shop-activation-intro = Haat पर { $shop } खोलने के लिए धन्यवाद। अपनी दुकान सक्रिय करने के लिए अपने ईमेल पते की पुष्टि करें।
email-shop-activation-expiry = यह लिंक केवल एक बार काम करता है और 48 घंटे में खत्म हो जाएगा।
email-shop-activation-action = अपनी दुकान सक्रिय करें

email-password-reset-subject = अपना Haat पासवर्ड रीसेट करें
email-password-reset-intro = किसी ने, शायद आपने, आपके Haat अकाउंट का पासवर्ड रीसेट करने का अनुरोध किया है।
email-password-reset-expiry = यह लिंक केवल एक बार काम करता है और 30 मिनट में खत्म हो जाएगा। अगर आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।
email-password-reset-action = नया पासवर्ड चुनें

email-newsletter-subject = आपका { $percent }% छूट वाला कूपन: { $code }
email-newsletter-thanks = Haat न्यूज़लेटर की सदस्यता लेने के लिए धन्यवाद।
email-newsletter-coupon = Haat पर हर चीज़ के लिए आपका { $percent }% छूट वाला कूपन यह है: { $code }। इसे चेकआउट पर डालें; इससे एक ऑर्डर पर { $max } तक की छूट मिलती है और यह { $until } तक मान्य है।
email-newsletter-action = खरीदारी शुरू करें

email-withdrawal-paid-subject = आपकी { $amount } की निकासी का भुगतान हो गया है
email-withdrawal-paid-body = हमने { $amount } आपके { $method } में भेज दिए हैं (अनुरोध { $reference })। यह राशि आमतौर पर एक कार्यदिवस में खाते में पहुँच जाती है।
email-withdrawal-rejected-subject = आपकी { $amount } की निकासी स्वीकृत नहीं हुई
email-withdrawal-rejected-body = { $amount } के लिए आपका अनुरोध { $reference } स्वीकृत नहीं हुआ, और यह राशि आपके उपलब्ध बैलेंस में वापस आ गई है। बताया गया कारण: { $reason }
email-withdrawal-no-reason = कोई कारण नहीं बताया गया
email-payout-bank = { $bank } खाता, आखिरी अंक { $last4 } ({ $ifsc })
email-payout-bank-unnamed = बैंक खाता, आखिरी अंक { $last4 } ({ $ifsc })
email-payout-upi = UPI { $id }

email-date = { $day } { $month } { $year }
month-1 = जनवरी
month-2 = फ़रवरी
month-3 = मार्च
month-4 = अप्रैल
month-5 = मई
month-6 = जून
month-7 = जुलाई
month-8 = अगस्त
month-9 = सितंबर
month-10 = अक्टूबर
month-11 = नवंबर
month-12 = दिसंबर

# Complaints to the grievance officer.
email-grievance-received-subject = हमें आपकी शिकायत { $ticket } मिल गई है
email-grievance-received-body = हमारे शिकायत अधिकारी को लिखने के लिए धन्यवाद। आपकी शिकायत { $ticket } के रूप में दर्ज है, और हम इसे { $due } तक सुलझा देंगे। आगे की जानकारी के लिए यह नंबर संभाल कर रखें। आपने लिखा:
email-grievance-answered-subject = आपकी शिकायत { $ticket } का उत्तर
email-grievance-answered-body = हमारे शिकायत अधिकारी ने आपकी शिकायत { $ticket } का उत्तर दिया है:
email-grievance-closed-subject = आपकी शिकायत { $ticket } बंद कर दी गई है
email-grievance-closed-body = हमारे शिकायत अधिकारी ने आपकी शिकायत { $ticket } बंद कर दी है। अगर आप समाधान से संतुष्ट नहीं हैं, तो इस ईमेल का जवाब दें या हमें फिर से लिखें।

email-shop-approved-subject = { $shop } स्वीकृत हो गई है और अब लाइव है
email-shop-approved-body = अच्छी खबर: हमने { $shop } की समीक्षा कर ली है और यह अब लाइव है। अब से खरीदार मार्केटप्लेस पर आपके उत्पाद देख सकते हैं।
email-shop-rejected-subject = लाइव होने से पहले { $shop } में बदलाव ज़रूरी हैं
email-shop-rejected-body = हमने { $shop } की समीक्षा की है और अभी इसे स्वीकृत नहीं कर सकते। क्या बदलना है: { $reason } ठीक करने के बाद, अपने डैशबोर्ड से दुकान को फिर से समीक्षा के लिए भेजें।
email-shop-review-action = अपना डैशबोर्ड खोलें
