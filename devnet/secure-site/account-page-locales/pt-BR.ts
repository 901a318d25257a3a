import type { AccountPageTexts } from '../account-page-texts.js'

export const PT_BR: AccountPageTexts = {
  notAllowed: 'Esta página não pode ser exibida aqui.',
  signInFirst: 'Entre primeiro.',
  exportTitle: 'Exportar as chaves da sua carteira',
  exportWarning:
    'Quem tiver estas chaves controla sua carteira e seus fundos. Nunca as compartilhe; guarde-as offline.',
  sendCode: 'Enviar um código de confirmação para meu e-mail',
  codeSent: 'Um código está a caminho do seu e-mail.',
  codeLabel: 'Código de confirmação',
  showKeys: 'Confirmar e mostrar as chaves',
  confirmAdd: 'Confirmar e adicionar a chave de acesso',
  confirmRemove: 'Confirmar e remover',
  usePasskey: 'Usar minha chave de acesso',
  proofIntro:
    'Primeiro prove que é você: digite um novo código do e-mail ou use sua chave de acesso.',
  evmKey: 'Chave privada EVM',
  solanaKey: 'Chave secreta Solana',
  copy: 'Copiar',
  copied: 'Copiado',
  passkeysTitle: 'Chaves de acesso',
  passkeysIntro:
    'Entre com sua digital, seu rosto ou o PIN do dispositivo em vez de um código por e-mail.',
  noPasskeys: 'Nenhuma chave de acesso ainda.',
  addPasskey: 'Adicionar uma chave de acesso',
  passkeyAdded: 'Chave de acesso adicionada. Você já pode entrar com ela.',
  removePasskey: 'Remover',
  passkeyRemoved: 'Chave de acesso removida.',
  passkeyName: 'Chave de acesso adicionada em {date}',
  passkeyLoginTitle: 'Entrar com uma chave de acesso',
  passkeyLoginIntro:
    'Use a chave de acesso que você adicionou à sua conta: digital, rosto ou PIN do dispositivo, sem código por e-mail.',
  passkeyCancelled:
    'A solicitação da chave de acesso foi fechada, então você não entrou. Tente de novo ou volte para entrar de outro jeito.',
  passkeySignedIn: 'Você entrou. Abrindo sua carteira…',
  lastUsed: 'Último uso: {date}',
  never: 'nunca',
  sessionsTitle: 'Onde você está conectado',
  thisSession: 'Este navegador',
  unknownDevice: 'Dispositivo desconhecido',
  endSession: 'Sair de lá',
  endOthers: 'Sair de todos os outros lugares',
  ended: 'Saiu de {count} outro(s) lugar(es).',
  noOtherSessions: 'Você não está conectado em nenhum outro lugar.',
}
