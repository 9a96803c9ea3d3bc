/** Why the application itself acted, in words: the command names of the seed and set-up runs. */
const systemReasons: Record<string, string> = {
  SeedSampleDocuments: 'sample data',
  SeedDemoData: 'sample data',
  SeedTrainingCatalogue: 'sample data',
  CreateFirstAdministrator: 'initial setup',
};

// Actions of the application are stored as "System (CommandName)" (command-api systemContext).
const systemActor = /^System(?: \((\w+)\))?$/;

/**
 * Who did something, for people: a person's name as is, the application as "the system" with why
 * ("the system (sample data)") instead of its command code; null (no user recorded) is the system.
 */
export const actorWords = (name: string | null | undefined): string => {
  if (!name) return 'the system';
  const match = systemActor.exec(name);
  if (!match) return name;
  const reason = match[1] ? (systemReasons[match[1]] ?? 'automatic') : null;
  return reason ? `the system (${reason})` : 'the system';
};

/** The same, to start a sentence or fill a table cell ("The system (sample data)"). */
export const actorLabel = (name: string | null | undefined): string => {
  const words = actorWords(name);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "Added by ..." for an item the application or a person created. */
export const addedByText = (name: string | null | undefined): string => `Added by ${actorWords(name)}`;
