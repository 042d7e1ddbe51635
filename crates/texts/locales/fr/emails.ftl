# Les e-mails envoyés par le serveur, dans la langue du compte destinataire (voir en/emails.ftl).

email-greeting = Bonjour { $name },
email-greeting-anonymous = Bonjour,
email-signature = L'équipe Haat
email-link-fallback = Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :

email-shop-activation-subject = Activez votre boutique sur Haat
email-shop-activation-intro = Merci d'avoir ouvert { $shop } sur Haat. Confirmez votre adresse e-mail pour activer votre boutique.
email-shop-activation-expiry = Le lien ne fonctionne qu'une fois et expire dans 48 heures.
email-shop-activation-action = Activer votre boutique

email-password-reset-subject = Réinitialisez votre mot de passe Haat
email-password-reset-intro = Quelqu'un, sans doute vous, a demandé à réinitialiser le mot de passe de votre compte Haat.
email-password-reset-expiry = Le lien ne fonctionne qu'une fois et expire dans 30 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.
email-password-reset-action = Choisir un nouveau mot de passe

email-newsletter-subject = Votre coupon de { $percent } % de réduction : { $code }
email-newsletter-thanks = Merci de vous être abonné à la newsletter de Haat.
email-newsletter-coupon = Voici votre coupon de { $percent } % de réduction valable sur tout Haat : { $code }. Saisissez-le lors de la commande ; il retire jusqu'à { $max } sur une commande et est valable jusqu'au { $until }.
email-newsletter-action = Commencer vos achats

email-withdrawal-paid-subject = Votre retrait de { $amount } a été versé
email-withdrawal-paid-body = Nous avons envoyé { $amount } sur votre { $method } (demande { $reference }). Le montant arrive généralement sur le compte en un jour ouvré.
email-withdrawal-rejected-subject = Votre retrait de { $amount } n'a pas été approuvé
email-withdrawal-rejected-body = Votre demande { $reference } de { $amount } n'a pas été approuvée, et le montant a été recrédité sur votre solde disponible. Motif indiqué : { $reason }
email-withdrawal-no-reason = aucun motif indiqué
email-payout-bank = compte { $bank } se terminant par { $last4 } ({ $ifsc })
email-payout-bank-unnamed = compte bancaire se terminant par { $last4 } ({ $ifsc })
email-payout-upi = UPI { $id }

email-date = { $day } { $month } { $year }
month-1 = janvier
month-2 = février
month-3 = mars
month-4 = avril
month-5 = mai
month-6 = juin
month-7 = juillet
month-8 = août
month-9 = septembre
month-10 = octobre
month-11 = novembre
month-12 = décembre

# Complaints to the grievance officer.
email-grievance-received-subject = Nous avons bien reçu votre réclamation { $ticket }
email-grievance-received-body = Merci d'avoir écrit à notre responsable des réclamations. Votre réclamation est enregistrée sous le numéro { $ticket } et sera résolue d'ici le { $due }. Conservez ce numéro pour en assurer le suivi. Vous avez écrit :
email-grievance-answered-subject = Une réponse à votre réclamation { $ticket }
email-grievance-answered-body = Notre responsable des réclamations a répondu à votre réclamation { $ticket } :
email-grievance-closed-subject = Votre réclamation { $ticket } est close
email-grievance-closed-body = Notre responsable des réclamations a clos votre réclamation { $ticket }. Si elle n'est pas résolue à votre satisfaction, répondez à cet e-mail ou écrivez-nous à nouveau.

email-shop-approved-subject = { $shop } est approuvée et en ligne
email-shop-approved-body = Bonne nouvelle : nous avons vérifié { $shop } et elle est maintenant en ligne. Les acheteurs peuvent dès à présent trouver vos produits sur la place de marché.
email-shop-rejected-subject = { $shop } doit être modifiée avant sa mise en ligne
email-shop-rejected-body = Nous avons vérifié { $shop } et ne pouvons pas encore l'approuver. Ce qu'il faut changer : { $reason } Une fois corrigé, soumettez à nouveau votre boutique depuis votre tableau de bord.
email-shop-review-action = Ouvrir votre tableau de bord
