/**
 * What a building import needs to know of the importer (the buildings they own, their name as
 * editor, the currency of their new buildings), asked before the upload is received so that the
 * database and Auth answer while it is.
 */
import type { Currency } from '../../shared/schemas/enums/account.js';
import { newBuildingCurrency } from '../../shared/domain/building/building-currency.js';
import type { OwnedBuilding } from './owned-buildings.js';

/** Where the importer's facts are read. */
export interface ImporterSources {
  /** The buildings the user owns (meta.ownerUid), from their portfolio index. */
  readOwnedBuildings(uid: string): Promise<OwnedBuilding[]>;
  /** "Edited by" for the user: display name, else e-mail, else uid. */
  editorName(uid: string): Promise<string>;
  /**
   * `/users/{uid}/profile/currency` as stored (null without a profile): the currency of new
   * buildings whose row gives none.
   */
  profileCurrency(uid: string): Promise<unknown>;
}

/** The importer's facts, once all have arrived. */
export interface Importer {
  owned: OwnedBuilding[];
  editorName: string;
  /**
   * The currency of new buildings: the importer's profile currency, else USD
   * (`newBuildingCurrency` of English, as the import has no language).
   */
  currency: Currency;
}

/**
 * The three reads, sent when made. A refused file leaves them unawaited, hence their handlers;
 * {@link known} is set once all have arrived (see {@link arrival}).
 */
export class ImporterReads {
  known: Importer | null = null;
  private readonly owned: Promise<OwnedBuilding[]>;
  private readonly editorName: Promise<string>;
  private readonly profileCurrency: Promise<unknown>;

  constructor(sources: ImporterSources, uid: string) {
    this.owned = sources.readOwnedBuildings(uid);
    this.editorName = sources.editorName(uid);
    this.profileCurrency = sources.profileCurrency(uid);
    this.owned.catch(() => undefined);
    this.editorName.catch(() => undefined);
    this.profileCurrency.catch(() => undefined);
  }

  /**
   * Resolves once all three have arrived, and sets {@link known} then; asked once the file is
   * accepted. The file is read (and its rows wait) meanwhile, so that the database answers while
   * the function works.
   */
  arrival(): Promise<void> {
    const all = Promise.all([this.owned, this.editorName, this.profileCurrency]).then(
      ([owned, editorName, profileCurrency]) => {
        this.known = { owned, editorName, currency: newBuildingCurrency(profileCurrency, 'en') };
      },
    );
    all.catch(() => undefined);
    return all;
  }
}
