import type { AccountPageTexts } from '../account-page-texts.js'

export const ES_419: AccountPageTexts = {
  notAllowed: 'Esta página no se puede mostrar aquí.',
  signInFirst: 'Primero inicia sesión.',
  exportTitle: 'Exportar las claves de tu billetera',
  exportWarning:
    'Quien tenga estas claves controla tu billetera y sus fondos. Nunca las compartas; guárdalas sin conexión.',
  sendCode: 'Enviarme un código de confirmación por correo',
  codeSent: 'Un código va en camino a tu correo.',
  codeLabel: 'Código de confirmación',
  showKeys: 'Confirmar y mostrar las claves',
  confirmAdd: 'Confirmar y agregar la llave de acceso',
  confirmRemove: 'Confirmar y quitarla',
  usePasskey: 'Usar mi llave de acceso',
  proofIntro:
    'Primero demuestra que eres tú: ingresa un nuevo código del correo o usa tu llave de acceso.',
  evmKey: 'Clave privada EVM',
  solanaKey: 'Clave secreta de Solana',
  copy: 'Copiar',
  copied: 'Copiado',
  passkeysTitle: 'Llaves de acceso',
  passkeysIntro:
    'Inicia sesión con tu huella, tu rostro o el PIN del dispositivo en lugar de un código por correo.',
  noPasskeys: 'Aún no hay llaves de acceso.',
  addPasskey: 'Agregar una llave de acceso',
  passkeyAdded: 'Llave de acceso agregada. Ya puedes iniciar sesión con ella.',
  removePasskey: 'Quitar',
  passkeyRemoved: 'Llave de acceso quitada.',
  passkeyName: 'Llave de acceso agregada el {date}',
  passkeyLoginTitle: 'Inicia sesión con una llave de acceso',
  passkeyLoginIntro:
    'Usa la llave de acceso que agregaste a tu cuenta: tu huella, tu rostro o el PIN del dispositivo, sin código por correo.',
  passkeyCancelled:
    'Se cerró la solicitud de la llave de acceso, así que no iniciaste sesión. Inténtalo de nuevo o vuelve para iniciar sesión de otra forma.',
  passkeySignedIn: 'Sesión iniciada. Abriendo tu billetera…',
  lastUsed: 'Último uso: {date}',
  never: 'nunca',
  sessionsTitle: 'Dónde tienes la sesión iniciada',
  thisSession: 'Este navegador',
  unknownDevice: 'Dispositivo desconocido',
  endSession: 'Cerrar sesión allí',
  endOthers: 'Cerrar sesión en todos los demás lugares',
  ended: 'Sesión cerrada en {count} lugar(es) más.',
  noOtherSessions: 'No tienes la sesión iniciada en ningún otro lugar.',
}
