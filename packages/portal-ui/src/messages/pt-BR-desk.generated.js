// Generated from pt-BR-desk.ts by t.test.ts: do not edit.

export default {
  "desk.title": () => "Central de Atendimento",
  "desk.ticket.conversation": () => "Conversa"
}
