/** The API reference as /pro-api renders it: plain data built from the OpenAPI document at build time. */

export type TReferenceField = {
  name: string;
  /** Where a parameter goes (path, query, header); 'body' for a request body field. */
  in: string;
  required: boolean;
  type: string;
  description: string;
  choices: string[];
};

export type TReferenceOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  fields: TReferenceField[];
  responses: { status: string; description: string }[];
  examples: { curl: string; javascript: string };
};

export type TApiReference = {
  baseUrl: string;
  /** The document's overview (authentication, allowance, webhooks), rendered from its markdown. */
  overviewHtml: string;
  operations: TReferenceOperation[];
};
