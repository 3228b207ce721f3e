import { type Client, type ClientId, clientCopy, clients } from "./clients";

// Lookups of the client list, apart from its data: a Nepali build swaps clients.ts for
// ne/clients.ts (builder/vite/locale-content.ts) and these read whichever it is.

const clientsById = new Map<string, Client>(clients.map((client) => [client.id, client]));

/** The client with this id. Content naming an id no client has stops the build here. */
export function findClient(id: ClientId): Client {
  const client = clientsById.get(id);
  if (!client) throw new Error(`Unknown client: ${id}`);
  return client;
}

/** How a client is named under a quote or beside a project: its name, then its town. */
export const clientPlace = (client: Client) => `${client.name}, ${client.town}`;

export type CaseStudyLink = { label: string; url: string };

/** The link from a client's words to its case study, where there is one. */
export function caseStudyLink(client: Client): CaseStudyLink | undefined {
  if (!client.caseStudy) return undefined;
  return { label: clientCopy.caseStudyLink(client.name), url: client.caseStudy };
}
