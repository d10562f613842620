// Loaded with the Hindi catalogue only (./index.ts): the server's registry, to find an entry from its
// English text (a form's own check, the list of problems of a 400, a success text) and to write one in
// English again after a switch back.
export { englishText, fieldLabelKey, matchServerText } from "#shared/server-messages";
