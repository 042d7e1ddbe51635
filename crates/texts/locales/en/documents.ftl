# The PDF documents: the tax invoice and the bill of supply (crates/pdf).
invoice-title = Tax invoice
invoice-title-bill-of-supply = Bill of supply
invoice-original = Original for recipient
invoice-number = Invoice number
invoice-date = Invoice date
invoice-order = Order
invoice-place-of-supply = Place of supply
invoice-reverse-charge = Tax payable on reverse charge
invoice-no = No
invoice-sold-by = Sold by (supplier)
invoice-bill-to = Bill to (recipient)
invoice-ship-to = Ship to
invoice-state = State: { $state } (code { $code })
invoice-gstin = GSTIN: { $gstin }
invoice-column-number = #
invoice-column-description = Description
invoice-column-hsn = HSN/SAC
invoice-column-quantity = Qty
invoice-column-value = Value (₹)
invoice-column-discount = Discount (₹)
invoice-column-taxable = Taxable value (₹)
invoice-column-rate = Rate
invoice-column-amount = Amount (₹)
invoice-column-total = Total (₹)
invoice-quantity = { $count } Nos
invoice-shipping = Shipping charges
invoice-total-taxable = Taxable value
invoice-total-cgst = CGST
invoice-total-sgst = SGST
invoice-total-utgst = UTGST
invoice-total-igst = IGST
invoice-total = Invoice total
invoice-in-words = Amount in words: { $words }
invoice-unregistered = The supplier is not registered for GST, so no tax is charged.
invoice-computer-generated = This is a computer-generated invoice and needs no signature.
invoice-marketplace = Sold through { $marketplace }, an online marketplace.

# The settlement statement (crates/pdf, and the CSV's header row).
statement-title = Settlement statement
statement-period = Period: { $from } to { $to }
statement-note = Amounts in rupees, as posted to your ledger in this period: each charge is net of the refunds posted in it. The net is what you keep.
statement-column-date = Date
statement-column-order = Invoice and order
statement-column-invoice = Invoice number
statement-column-order-id = Order
statement-column-sale = Sale
statement-column-commission = Commission
statement-column-commission-gst = GST on commission
statement-column-tcs = TCS
statement-column-tds = TDS
statement-column-net = Net
statement-total = Total
statement-empty = Nothing was posted in this period.

# The credit note (crates/pdf): the invoice's page, titled and numbered as a credit note.
credit-note-title = Credit note
credit-note-number = Credit note number
credit-note-date = Credit note date
credit-note-against = Against invoice
credit-note-invoice = { $number } of { $date }
credit-note-reason = Reason
credit-note-sales-return = Goods returned by the buyer
credit-note-cancellation = Order cancelled before delivery
credit-note-total = Credit note total

# The operator's monthly commission invoice to a shop (crates/pdf).
commission-invoice-line = Marketplace commission on the period's sales
commission-invoice-period = Period
commission-invoice-supplier = Supplier (marketplace operator)
commission-invoice-recipient = Recipient (shop)

# The operator's monthly TCS report (the CSV's header row).
tcs-report-column-gstin = Supplier GSTIN
tcs-report-column-name = Supplier legal name
tcs-report-column-buyers = Supplies to
tcs-report-column-gross = Gross value of supplies
tcs-report-column-returned = Value of supplies returned
tcs-report-column-net = Net amount liable for TCS
tcs-report-column-igst = TCS as IGST
tcs-report-column-cgst = TCS as CGST
tcs-report-column-sgst = TCS as SGST/UTGST
tcs-report-registered = Registered buyers
tcs-report-unregistered = Unregistered buyers
