import type { AccountPageTexts } from '../account-page-texts.js'

export const DE_DE: AccountPageTexts = {
  notAllowed: 'Diese Seite darf hier nicht angezeigt werden.',
  signInFirst: 'Melden Sie sich zuerst an.',
  exportTitle: 'Wallet-Schlüssel exportieren',
  exportWarning:
    'Wer diese Schlüssel hat, kontrolliert Ihre Wallet und ihr Guthaben. Geben Sie sie niemals weiter und bewahren Sie sie offline auf.',
  sendCode: 'Bestätigungscode per E-Mail senden',
  codeSent: 'Ein Code ist unterwegs zu Ihrer E-Mail-Adresse.',
  codeLabel: 'Bestätigungscode',
  showKeys: 'Bestätigen und Schlüssel anzeigen',
  confirmAdd: 'Bestätigen und Passkey hinzufügen',
  confirmRemove: 'Bestätigen und entfernen',
  usePasskey: 'Meinen Passkey verwenden',
  proofIntro:
    'Bestätigen Sie zuerst, dass Sie es sind: mit einem neuen E-Mail-Code oder Ihrem Passkey.',
  evmKey: 'Privater EVM-Schlüssel',
  solanaKey: 'Geheimer Solana-Schlüssel',
  copy: 'Kopieren',
  copied: 'Kopiert',
  passkeysTitle: 'Ihre Passkeys',
  passkeysIntro:
    'Melden Sie sich mit Fingerabdruck, Gesicht oder Geräte-PIN an statt mit einem E-Mail-Code.',
  noPasskeys: 'Noch kein Passkey.',
  addPasskey: 'Passkey hinzufügen',
  passkeyAdded: 'Passkey hinzugefügt. Sie können sich jetzt damit anmelden.',
  removePasskey: 'Entfernen',
  passkeyRemoved: 'Passkey entfernt.',
  passkeyName: 'Passkey vom {date}',
  passkeyLoginTitle: 'Mit einem Passkey anmelden',
  passkeyLoginIntro:
    'Verwenden Sie den Passkey, den Sie Ihrem Konto hinzugefügt haben: Fingerabdruck, Gesicht oder Geräte-PIN, ohne E-Mail-Code.',
  passkeyCancelled:
    'Die Passkey-Abfrage wurde geschlossen, Sie sind nicht angemeldet. Versuchen Sie es erneut oder gehen Sie zurück, um sich anders anzumelden.',
  passkeySignedIn: 'Angemeldet. Ihre Wallet wird geöffnet…',
  lastUsed: 'Zuletzt verwendet: {date}',
  never: 'nie',
  sessionsTitle: 'Hier sind Sie angemeldet',
  thisSession: 'Dieser Browser',
  unknownDevice: 'Unbekanntes Gerät',
  endSession: 'Dort abmelden',
  endOthers: 'Überall sonst abmelden',
  ended: 'An {count} anderen Orten abgemeldet.',
  noOtherSessions: 'Sie sind nirgendwo sonst angemeldet.',
}
