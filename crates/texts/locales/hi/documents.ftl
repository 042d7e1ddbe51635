# PDF दस्तावेज़: टैक्स इनवॉइस और बिल ऑफ़ सप्लाई (crates/pdf)।
invoice-title = टैक्स इनवॉइस
invoice-title-bill-of-supply = बिल ऑफ़ सप्लाई
invoice-original = प्राप्तकर्ता के लिए मूल प्रति
invoice-number = इनवॉइस नंबर
invoice-date = इनवॉइस तिथि
invoice-order = ऑर्डर
invoice-place-of-supply = आपूर्ति का स्थान
invoice-reverse-charge = रिवर्स चार्ज पर देय कर
invoice-no = नहीं
invoice-sold-by = विक्रेता (आपूर्तिकर्ता)
invoice-bill-to = बिल प्राप्तकर्ता
invoice-ship-to = भेजने का पता
invoice-state = राज्य: { $state } (कोड { $code })
invoice-gstin = GSTIN: { $gstin }
invoice-column-number = क्र.
invoice-column-description = विवरण
invoice-column-hsn = HSN/SAC
invoice-column-quantity = मात्रा
invoice-column-value = मूल्य (₹)
invoice-column-discount = छूट (₹)
invoice-column-taxable = कर योग्य मूल्य (₹)
invoice-column-rate = दर
invoice-column-amount = राशि (₹)
invoice-column-total = कुल (₹)
invoice-quantity = { $count } नग
invoice-shipping = शिपिंग शुल्क
invoice-total-taxable = कर योग्य मूल्य
invoice-total-cgst = CGST
invoice-total-sgst = SGST
invoice-total-utgst = UTGST
invoice-total-igst = IGST
invoice-total = इनवॉइस कुल
invoice-in-words = शब्दों में राशि: { $words }
invoice-unregistered = आपूर्तिकर्ता GST में पंजीकृत नहीं है, इसलिए कोई कर नहीं लिया गया है।
invoice-computer-generated = यह कंप्यूटर से बना इनवॉइस है और इस पर हस्ताक्षर की आवश्यकता नहीं है।
invoice-marketplace = { $marketplace } के ज़रिए बेचा गया, एक ऑनलाइन मार्केटप्लेस।

# निपटान विवरण (crates/pdf, और CSV की शीर्ष पंक्ति)।
statement-title = निपटान विवरण
statement-period = अवधि: { $from } से { $to }
statement-note = राशियाँ रुपये में, जैसी इस अवधि में आपके खाते में दर्ज हुईं: हर शुल्क इसी अवधि में दर्ज रिफ़ंड घटाकर है। शुद्ध राशि वह है जो आपको मिलती है।
statement-column-date = तारीख़
statement-column-order = इनवॉइस और ऑर्डर
statement-column-invoice = इनवॉइस संख्या
statement-column-order-id = ऑर्डर
statement-column-sale = बिक्री
statement-column-commission = कमीशन
statement-column-commission-gst = कमीशन पर GST
statement-column-tcs = TCS
statement-column-tds = TDS
statement-column-net = शुद्ध
statement-total = कुल
statement-empty = इस अवधि में कुछ दर्ज नहीं हुआ।

# क्रेडिट नोट (crates/pdf): इनवॉइस का ही पृष्ठ, क्रेडिट नोट के शीर्षक और संख्या के साथ।
credit-note-title = क्रेडिट नोट
credit-note-number = क्रेडिट नोट संख्या
credit-note-date = क्रेडिट नोट की तारीख़
credit-note-against = इनवॉइस के विरुद्ध
credit-note-invoice = { $number }, दिनांक { $date }
credit-note-reason = कारण
credit-note-sales-return = ख़रीदार द्वारा लौटाया गया माल
credit-note-cancellation = डिलीवरी से पहले ऑर्डर रद्द किया गया
credit-note-total = क्रेडिट नोट की कुल राशि

# The operator's monthly commission invoice to a shop (crates/pdf).
commission-invoice-line = अवधि की बिक्री पर मार्केटप्लेस कमीशन
commission-invoice-period = अवधि
commission-invoice-supplier = आपूर्तिकर्ता (मार्केटप्लेस संचालक)
commission-invoice-recipient = प्राप्तकर्ता (दुकान)

# The operator's monthly TCS report (the CSV's header row).
tcs-report-column-gstin = आपूर्तिकर्ता का GSTIN
tcs-report-column-name = आपूर्तिकर्ता का कानूनी नाम
tcs-report-column-buyers = आपूर्ति किसे
tcs-report-column-gross = आपूर्ति का सकल मूल्य
tcs-report-column-returned = लौटाई गई आपूर्ति का मूल्य
tcs-report-column-net = TCS योग्य शुद्ध राशि
tcs-report-column-igst = IGST के रूप में TCS
tcs-report-column-cgst = CGST के रूप में TCS
tcs-report-column-sgst = SGST/UTGST के रूप में TCS
tcs-report-registered = पंजीकृत खरीदार
tcs-report-unregistered = अपंजीकृत खरीदार
