#!/usr/bin/env node
/** @module cli/main: the `warrant` command line; each command group registers itself from its own module. */
import { Command } from 'commander';
import { registerAuditCommands } from './audit.js';
import { registerCertsCommands } from './certs.js';
import { registerEvalClassifier } from './eval-classifier.js';
import { registerEvalPosts } from './eval-posts.js';
import { registerEvalSupport } from './eval-support.js';
import { registerInitCommand } from './init.js';
import { registerInspectCommand } from './inspect.js';
import { registerProjectionCommand } from './projection.js';
import { registerCheckCommand, registerPublishCommand } from './publish.js';
import { registerReportCommand } from './report.js';
import { registerReviewCommand } from './review.js';
import { registerSourcesCommands } from './sources.js';
import { registerTraceCommands } from './trace.js';
import { registerVerifyCommand } from './verify.js';

// A reader that stops early (`warrant check | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const program = new Command()
  .name('warrant')
  .description('Publish a blog only with factual claims grounded in cited evidence, logged and credentialed.')
  .option('--root <dir>', 'project root (default: the current directory)')
  .option('--format <format>', 'output format: text, json, or sarif (check and publish: SARIF 2.1.0)', 'text')
  .option('-q, --quiet', 'no progress output, and only the findings that block')
  .showHelpAfterError()
  // Every subcommand's --help lists the global options (--root, --format, --quiet) too.
  .configureHelp({ showGlobalOptions: true })
  .exitOverride((error) => {
    process.exit(error.exitCode === 0 ? 0 : 2);
  });

for (const register of [
  registerInitCommand,
  registerCheckCommand,
  registerPublishCommand,
  registerReviewCommand,
  registerReportCommand,
  registerSourcesCommands,
  registerAuditCommands,
  registerProjectionCommand,
  registerCertsCommands,
  registerVerifyCommand,
  registerTraceCommands,
  registerInspectCommand,
])
  register(program);
const evalCommand = program
  .command('eval')
  .description('measure the classifier and the grounding engine on labelled data');
registerEvalClassifier(evalCommand);
registerEvalSupport(evalCommand);
registerEvalPosts(evalCommand);

await program.parseAsync(process.argv);
