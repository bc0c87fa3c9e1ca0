// Stops at once, with one line and no stack trace, on a Node line other than the project's (.nvmrc: 24).
// npm install (preinstall), npm start and npm run user|backup|restore run it first: the server needs
// node:sqlite and the compiled build targets Node 24. Plain JavaScript that any Node line can parse.
const LINE = "24";
if (process.versions.node.split(".")[0] !== LINE) {
  console.error(`This project needs Node ${LINE}, not ${process.version}: run \`nvm install\` or \`fnm use\` in the checkout, or \`. scripts/use-node.sh\`, then try again.`);
  process.exit(1);
}
