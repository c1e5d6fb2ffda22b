// Starts `flowc lsp` for .flow files. Every feature comes from the server; this file only finds
// flowc, starts it, and restarts it when its path changes.
"use strict";

const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

/** @type {LanguageClient | undefined} */
let client;

function createClient() {
  const command = vscode.workspace.getConfiguration("flowkit").get("flowcPath") || "flowc";
  // No `transport` on purpose: with one, the client adds `--stdio`, which flowc does not take.
  const server = { command, args: ["lsp"] };
  return new LanguageClient(
    "flowkit",
    "FlowKit",
    { run: server, debug: server },
    {
      documentSelector: [
        { scheme: "file", language: "flow" },
        { scheme: "untitled", language: "flow" },
      ],
    }
  );
}

async function restart() {
  if (client) await client.stop();
  client = createClient();
  await client.start();
}

/** @param {vscode.ExtensionContext} context */
async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand("flowkit.restartLanguageServer", restart),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration("flowkit.flowcPath")) restart();
    })
  );
  try {
    await restart();
  } catch (error) {
    vscode.window.showErrorMessage(
      `FlowKit: could not start '${vscode.workspace.getConfiguration("flowkit").get("flowcPath")} lsp' ` +
        `(${error.message}). Set "flowkit.flowcPath" to the flowc executable.`
    );
  }
}

async function deactivate() {
  if (client) await client.stop();
}

module.exports = { activate, deactivate };
