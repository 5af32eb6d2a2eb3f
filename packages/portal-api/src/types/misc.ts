import type { TreeDiagnostic } from './trees';

/** One item of a data-hub list (`GET /api/datahub/lists/{key}`). */
export interface DataHubItem {
  key: string;
  value: string;
}

/** An attachment of an FAQ item; inline images in `Field3` are replaced by these. */
export interface FaqAttachment {
  FileID: string | number;
  Content: string;
  ContentType: string;
}

/** An FAQ article (`GET /api/faq/{id}`); the portal reads the first item of the list. */
export interface FaqItem {
  Title: string;
  /** The answer, as untrusted HTML. */
  Field3: string;
  Attachment?: FaqAttachment[];
}

/** Every error the server answers with (ARCHITECTURE.md §5). */
export interface ApiErrorBody {
  /** A Portuguese message fit for the user. */
  mensagem: string;
  /** Tree verification findings, when the error is about a tree. */
  erros?: TreeDiagnostic[];
}
