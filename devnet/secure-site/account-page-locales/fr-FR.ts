import type { AccountPageTexts } from '../account-page-texts.js'

export const FR_FR: AccountPageTexts = {
  notAllowed: 'Cette page ne peut pas être affichée ici.',
  signInFirst: 'Connectez-vous d’abord.',
  exportTitle: 'Exporter les clés de votre portefeuille',
  exportWarning:
    'Quiconque possède ces clés contrôle votre portefeuille et ses fonds. Ne les partagez jamais ; gardez-les hors ligne.',
  sendCode: 'M’envoyer un code de confirmation par e-mail',
  codeSent: 'Un code est en route vers votre adresse e-mail.',
  codeLabel: 'Code de confirmation',
  showKeys: 'Confirmer et afficher les clés',
  confirmAdd: 'Confirmer et ajouter la clé d’accès',
  confirmRemove: 'Confirmer et la supprimer',
  usePasskey: 'Utiliser ma clé d’accès',
  proofIntro:
    'Prouvez d’abord que c’est vous : saisissez un nouveau code reçu par e-mail ou utilisez votre clé d’accès.',
  evmKey: 'Clé privée EVM',
  solanaKey: 'Clé secrète Solana',
  copy: 'Copier',
  copied: 'Copié',
  passkeysTitle: 'Clés d’accès',
  passkeysIntro:
    'Connectez-vous avec votre empreinte, votre visage ou le code de votre appareil plutôt qu’avec un code par e-mail.',
  noPasskeys: 'Aucune clé d’accès pour l’instant.',
  addPasskey: 'Ajouter une clé d’accès',
  passkeyAdded: 'Clé d’accès ajoutée. Vous pouvez maintenant vous connecter avec.',
  removePasskey: 'Supprimer',
  passkeyRemoved: 'Clé d’accès supprimée.',
  passkeyName: 'Clé d’accès ajoutée le {date}',
  passkeyLoginTitle: 'Se connecter avec une clé d’accès',
  passkeyLoginIntro:
    'Utilisez la clé d’accès ajoutée à votre compte : empreinte, visage ou code PIN de l’appareil, sans code par e-mail.',
  passkeyCancelled:
    'La demande de clé d’accès a été fermée : vous n’êtes pas connecté. Réessayez, ou revenez en arrière pour vous connecter autrement.',
  passkeySignedIn: 'Connecté. Ouverture de votre portefeuille…',
  lastUsed: 'Dernière utilisation : {date}',
  never: 'jamais',
  sessionsTitle: 'Où vous êtes connecté',
  thisSession: 'Ce navigateur',
  unknownDevice: 'Appareil inconnu',
  endSession: 'Vous y déconnecter',
  endOthers: 'Vous déconnecter partout ailleurs',
  ended: 'Déconnecté de {count} autre(s) endroit(s).',
  noOtherSessions: 'Vous n’êtes connecté nulle part ailleurs.',
}
