# Les documents PDF : la facture avec taxes et la facture sans taxe (crates/pdf).
invoice-title = Facture avec taxes
invoice-title-bill-of-supply = Facture de fourniture
invoice-original = Original pour le destinataire
invoice-number = Numéro de facture
invoice-date = Date de facture
invoice-order = Commande
invoice-place-of-supply = Lieu de fourniture
invoice-reverse-charge = Taxe due par autoliquidation
invoice-no = Non
invoice-sold-by = Vendu par (fournisseur)
invoice-bill-to = Facturé à (destinataire)
invoice-ship-to = Livré à
invoice-state = État : { $state } (code { $code })
invoice-gstin = GSTIN : { $gstin }
invoice-column-number = N°
invoice-column-description = Désignation
invoice-column-hsn = HSN/SAC
invoice-column-quantity = Qté
invoice-column-value = Valeur (₹)
invoice-column-discount = Remise (₹)
invoice-column-taxable = Base taxable (₹)
invoice-column-rate = Taux
invoice-column-amount = Montant (₹)
invoice-column-total = Total (₹)
invoice-quantity = { $count } u.
invoice-shipping = Frais de livraison
invoice-total-taxable = Base taxable
invoice-total-cgst = CGST
invoice-total-sgst = SGST
invoice-total-utgst = UTGST
invoice-total-igst = IGST
invoice-total = Total de la facture
invoice-in-words = Montant en lettres : { $words }
invoice-unregistered = Le fournisseur n'est pas enregistré à la GST : aucune taxe n'est perçue.
invoice-computer-generated = Cette facture est générée par ordinateur et ne nécessite pas de signature.
invoice-marketplace = Vendu via { $marketplace }, une place de marché en ligne.

# Le relevé de règlement (crates/pdf, et la ligne d'en-tête du CSV).
statement-title = Relevé de règlement
statement-period = Période : du { $from } au { $to }
statement-note = Montants en roupies, tels qu'inscrits à votre grand livre sur la période : chaque frais est net des remboursements inscrits sur la période. Le net est ce que vous gardez.
statement-column-date = Date
statement-column-order = Facture et commande
statement-column-invoice = Numéro de facture
statement-column-order-id = Commande
statement-column-sale = Vente
statement-column-commission = Commission
statement-column-commission-gst = GST sur la commission
statement-column-tcs = TCS
statement-column-tds = TDS
statement-column-net = Net
statement-total = Total
statement-empty = Rien n'a été inscrit sur cette période.

# L'avoir (crates/pdf) : la page de la facture, avec le titre et le numéro d'un avoir.
credit-note-title = Avoir
credit-note-number = Numéro d'avoir
credit-note-date = Date de l'avoir
credit-note-against = Sur la facture
credit-note-invoice = { $number } du { $date }
credit-note-reason = Motif
credit-note-sales-return = Marchandise retournée par l'acheteur
credit-note-cancellation = Commande annulée avant la livraison
credit-note-total = Total de l'avoir

# The operator's monthly commission invoice to a shop (crates/pdf).
commission-invoice-line = Commission de la place de marché sur les ventes de la période
commission-invoice-period = Période
commission-invoice-supplier = Fournisseur (opérateur de la place de marché)
commission-invoice-recipient = Destinataire (boutique)

# The operator's monthly TCS report (the CSV's header row).
tcs-report-column-gstin = GSTIN du fournisseur
tcs-report-column-name = Raison sociale du fournisseur
tcs-report-column-buyers = Livraisons à
tcs-report-column-gross = Valeur brute des livraisons
tcs-report-column-returned = Valeur des livraisons retournées
tcs-report-column-net = Montant net soumis à la TCS
tcs-report-column-igst = TCS en IGST
tcs-report-column-cgst = TCS en CGST
tcs-report-column-sgst = TCS en SGST/UTGST
tcs-report-registered = Acheteurs immatriculés
tcs-report-unregistered = Acheteurs non immatriculés
