/**
 * Multi-path operations the matrix cannot express: creating a building, changing members,
 * immutable meta fields, deleting a building with everything that belongs to it, the portfolio
 * index, the retired e-mail index and pending invitations. Each runs on a freshly seeded database.
 */
// Over 300 lines: the multi-path rules scenarios as one table, each with its steps.
import {
  BUILDING_ID as B,
  EMAIL,
  SEED_INVITATION,
  UID,
  VALID,
  emailIndexKey,
  validBuilding,
  type Role,
} from '../support/rules-fixtures.js';
import {
  invitationEmailKey,
  invitationRemoval,
  invitationWrite,
} from '../../functions/src/shared/domain/members/invitations.js';

export interface Scenario {
  readonly name: string;
  readonly who: Role;
  /** Applied (multi-path, rules disabled) after the seed. */
  readonly given?: Record<string, unknown>;
  /** Token without an e-mail claim. */
  readonly noEmail?: boolean;
  /** E-mail claim other than the role's. */
  readonly email?: string;
  /** `update` at the root (multi-path, atomic), `set`, `get` or `remove` at `path`. */
  readonly op:
    | { readonly kind: 'update'; readonly value: Record<string, unknown> }
    | { readonly kind: 'set'; readonly path: string; readonly value: unknown }
    | { readonly kind: 'get' | 'remove'; readonly path: string };
  readonly allowed: boolean;
}

const NEW = 'b2';
const newMeta = (ownerUid: string) => ({
  ...VALID.meta,
  ownerUid,
  createdBy: ownerUid,
  status: 'temporary',
});

/** A new building `b2` created by `uid`, with its portfolio entry, in one update. */
function creation(uid: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    [`buildings/${NEW}/meta`]: newMeta(uid),
    [`buildings/${NEW}/members/${uid}`]: 'owner',
    [`users/${uid}/buildings/${NEW}`]: true,
    ...overrides,
  };
}

/** Deleting `b1`: every path that belongs to it, in one update (docs/data-model.md). */
const DELETE_B1: Record<string, unknown> = {
  [`buildings/${B}`]: null,
  [`equipment/${B}`]: null,
  [`series/${B}`]: null,
  [`measures/${B}`]: null,
  [`users/${UID.owner}/buildings/${B}`]: null,
  [`users/${UID.editor}/buildings/${B}`]: null,
  [`users/${UID.viewer}/buildings/${B}`]: null,
};

const S = UID.stranger;
/** A stored image data URL (schemas/stored/images.ts prefixes). */
const PHOTO = 'data:image/jpeg;base64,/9j/4AAQ';

export const SCENARIOS: readonly Scenario[] = [
  // Creating a building.
  {
    name: 'stranger creates a building naming self owner',
    who: 'stranger',
    op: { kind: 'update', value: creation(S) },
    allowed: true,
  },
  {
    name: 'creation carrying its Building Photo (image and thumbnail) in the same update',
    who: 'stranger',
    op: {
      kind: 'update',
      value: creation(S, {
        [`images/${NEW}/building`]: PHOTO,
        [`thumbnails/${NEW}/building`]: PHOTO,
      }),
    },
    allowed: true,
  },
  {
    name: 'a photo for a building not created in the same write',
    who: 'stranger',
    op: {
      kind: 'update',
      value: { [`images/${NEW}/building`]: PHOTO, [`thumbnails/${NEW}/building`]: PHOTO },
    },
    allowed: false,
  },
  {
    name: "a stranger's photo for an existing building, naming self owner in the same write",
    who: 'stranger',
    op: {
      kind: 'update',
      value: {
        [`buildings/${B}/members/${S}`]: 'owner',
        [`images/${B}/building`]: PHOTO,
        [`thumbnails/${B}/building`]: PHOTO,
      },
    },
    allowed: false,
  },
  {
    name: 'creation with more members and a first section',
    who: 'stranger',
    op: {
      kind: 'update',
      value: creation(S, {
        [`buildings/${NEW}/members/${UID.owner}`]: 'viewer',
        [`buildings/${NEW}/general`]: VALID.general,
      }),
    },
    allowed: true,
  },
  {
    name: 'creation as one set of the whole building',
    who: 'stranger',
    op: {
      kind: 'set',
      path: `/buildings/${NEW}`,
      value: { ...validBuilding(), meta: newMeta(S), members: { [S]: 'owner' } },
    },
    allowed: true,
  },
  {
    name: 'creation as Permanent (only the wizard/finish function makes a building Permanent)',
    who: 'stranger',
    op: {
      kind: 'update',
      value: creation(S, { [`buildings/${NEW}/meta`]: { ...newMeta(S), status: 'permanent' } }),
    },
    allowed: false,
  },
  {
    name: 'creation without meta/ownerUid',
    who: 'stranger',
    op: {
      kind: 'update',
      value: creation(S, { [`buildings/${NEW}/meta`]: { ...newMeta(S), ownerUid: null } }),
    },
    allowed: false,
  },
  {
    // Its creation fires onBuildingCreated, which lists the building and asks for its figures.
    name: 'creation without meta/createdBy',
    who: 'stranger',
    op: {
      kind: 'update',
      value: creation(S, { [`buildings/${NEW}/meta`]: { ...newMeta(S), createdBy: null } }),
    },
    allowed: false,
  },
  {
    name: 'creation naming someone else as createdBy',
    who: 'stranger',
    op: {
      kind: 'update',
      value: creation(S, { [`buildings/${NEW}/meta`]: { ...newMeta(S), createdBy: UID.owner } }),
    },
    allowed: false,
  },
  {
    name: 'creation naming someone else as ownerUid',
    who: 'stranger',
    op: { kind: 'update', value: creation(S, { [`buildings/${NEW}/meta`]: newMeta(UID.owner) }) },
    allowed: false,
  },
  {
    name: 'creation without the owner member',
    who: 'stranger',
    op: {
      kind: 'update',
      value: creation(S, {
        [`buildings/${NEW}/members/${S}`]: null,
        [`buildings/${NEW}/members/${UID.owner}`]: 'viewer',
      }),
    },
    allowed: false,
  },
  {
    name: 'creation with the writer as editor, not owner',
    who: 'stranger',
    op: { kind: 'update', value: creation(S, { [`buildings/${NEW}/members/${S}`]: 'editor' }) },
    allowed: false,
  },
  {
    name: 'creation with a second owner member',
    who: 'stranger',
    op: {
      kind: 'update',
      value: creation(S, { [`buildings/${NEW}/members/${UID.owner}`]: 'owner' }),
    },
    allowed: false,
  },
  {
    name: 'creation of members only (no meta)',
    who: 'stranger',
    op: { kind: 'set', path: `/buildings/${NEW}/members/${S}`, value: 'owner' },
    allowed: false,
  },
  {
    name: 'creation of meta only (no members)',
    who: 'stranger',
    op: { kind: 'set', path: `/buildings/${NEW}/meta`, value: newMeta(S) },
    allowed: false,
  },
  {
    name: 'creation with invalid meta',
    who: 'stranger',
    op: {
      kind: 'update',
      value: creation(S, { [`buildings/${NEW}/meta`]: { ...newMeta(S), status: 'draft' } }),
    },
    allowed: false,
  },
  {
    name: 'anonymous creates a building',
    who: 'anonymous',
    op: {
      kind: 'set',
      path: `/buildings/${NEW}`,
      value: { meta: newMeta(S), members: { [S]: 'owner' } },
    },
    allowed: false,
  },
  {
    name: 'stranger takes over b1 by "creating" it',
    who: 'stranger',
    op: {
      kind: 'set',
      path: `/buildings/${B}`,
      value: { ...validBuilding(), meta: newMeta(S), members: { [S]: 'owner' } },
    },
    allowed: false,
  },
  {
    name: 'stranger adds self as owner member of b1',
    who: 'stranger',
    op: {
      kind: 'update',
      value: { [`buildings/${B}/members/${S}`]: 'owner', [`buildings/${B}/meta/ownerUid`]: S },
    },
    allowed: false,
  },

  // Members: only the owner changes them; exactly one owner, meta/ownerUid.
  {
    name: 'owner invites the stranger as viewer (with nothing else)',
    who: 'owner',
    op: { kind: 'set', path: `/buildings/${B}/members/${S}`, value: 'viewer' },
    allowed: true,
  },
  {
    name: 'owner invites the stranger as editor',
    who: 'owner',
    op: { kind: 'set', path: `/buildings/${B}/members/${S}`, value: 'editor' },
    allowed: true,
  },
  {
    name: 'owner invites with an unknown role',
    who: 'owner',
    op: { kind: 'set', path: `/buildings/${B}/members/${S}`, value: 'admin' },
    allowed: false,
  },
  {
    name: 'owner makes a second owner',
    who: 'owner',
    op: { kind: 'set', path: `/buildings/${B}/members/${S}`, value: 'owner' },
    allowed: false,
  },
  {
    name: 'owner demotes self',
    who: 'owner',
    op: { kind: 'set', path: `/buildings/${B}/members/${UID.owner}`, value: 'editor' },
    allowed: false,
  },
  {
    name: 'owner removes self',
    who: 'owner',
    op: { kind: 'remove', path: `/buildings/${B}/members/${UID.owner}` },
    allowed: false,
  },
  {
    name: 'owner removes the editor and their index entry',
    who: 'owner',
    op: {
      kind: 'update',
      value: {
        [`buildings/${B}/members/${UID.editor}`]: null,
        [`users/${UID.editor}/buildings/${B}`]: null,
      },
    },
    allowed: true,
  },
  {
    name: 'owner hands over ownership (ownerUid never changes)',
    who: 'owner',
    op: {
      kind: 'update',
      value: {
        [`buildings/${B}/meta/ownerUid`]: UID.editor,
        [`buildings/${B}/members/${UID.editor}`]: 'owner',
        [`buildings/${B}/members/${UID.owner}`]: 'editor',
      },
    },
    allowed: false,
  },
  {
    name: 'editor invites the stranger',
    who: 'editor',
    op: { kind: 'set', path: `/buildings/${B}/members/${S}`, value: 'viewer' },
    allowed: false,
  },
  {
    name: 'editor promotes self to owner',
    who: 'editor',
    op: { kind: 'set', path: `/buildings/${B}/members/${UID.editor}`, value: 'owner' },
    allowed: false,
  },
  {
    name: 'editor removes the viewer',
    who: 'editor',
    op: { kind: 'remove', path: `/buildings/${B}/members/${UID.viewer}` },
    allowed: false,
  },
  {
    name: 'viewer promotes self to editor',
    who: 'viewer',
    op: { kind: 'set', path: `/buildings/${B}/members/${UID.viewer}`, value: 'editor' },
    allowed: false,
  },
  {
    name: 'stranger joins as viewer',
    who: 'stranger',
    op: { kind: 'set', path: `/buildings/${B}/members/${S}`, value: 'viewer' },
    allowed: false,
  },

  // Meta: ownerUid and createdAtMs never change; editors keep the bookkeeping.
  {
    name: 'owner changes meta/ownerUid',
    who: 'owner',
    op: { kind: 'set', path: `/buildings/${B}/meta/ownerUid`, value: UID.editor },
    allowed: false,
  },
  {
    name: 'owner deletes meta/ownerUid',
    who: 'owner',
    op: { kind: 'remove', path: `/buildings/${B}/meta/ownerUid` },
    allowed: false,
  },
  {
    name: 'owner changes meta/createdAtMs',
    who: 'owner',
    op: { kind: 'set', path: `/buildings/${B}/meta/createdAtMs`, value: 1 },
    allowed: false,
  },
  {
    name: 'editor changes meta/createdAtMs',
    who: 'editor',
    op: { kind: 'set', path: `/buildings/${B}/meta/createdAtMs`, value: 1 },
    allowed: false,
  },
  {
    name: 'editor records an edit',
    who: 'editor',
    op: {
      kind: 'update',
      value: {
        [`buildings/${B}/meta/updatedAtMs`]: 1_800_000_000_000,
        [`buildings/${B}/meta/editedBy`]: 'Eda',
        [`buildings/${B}/meta/editedByUid`]: UID.editor,
        [`buildings/${B}/meta/status`]: 'permanent',
      },
    },
    allowed: true,
  },
  {
    name: 'editor rewrites meta keeping ownerUid and createdAtMs',
    who: 'editor',
    op: {
      kind: 'set',
      path: `/buildings/${B}/meta`,
      value: { ...VALID.meta, updatedAtMs: 1_800_000_000_000 },
    },
    allowed: true,
  },
  {
    name: 'editor sets a Permanent building back to Temporary',
    who: 'editor',
    op: { kind: 'set', path: `/buildings/${B}/meta/status`, value: 'temporary' },
    allowed: true,
  },
  {
    name: 'viewer records an edit',
    who: 'viewer',
    op: { kind: 'set', path: `/buildings/${B}/meta/updatedAtMs`, value: 1 },
    allowed: false,
  },

  // Deleting a building with everything that belongs to it.
  {
    name: 'owner deletes b1 and all its paths in one update',
    who: 'owner',
    op: { kind: 'update', value: DELETE_B1 },
    allowed: true,
  },
  {
    name: 'editor deletes b1 and all its paths',
    who: 'editor',
    op: { kind: 'update', value: DELETE_B1 },
    allowed: false,
  },
  {
    name: 'viewer deletes b1 and all its paths',
    who: 'viewer',
    op: { kind: 'update', value: DELETE_B1 },
    allowed: false,
  },
  {
    name: 'stranger deletes b1 and all its paths',
    who: 'stranger',
    op: { kind: 'update', value: DELETE_B1 },
    allowed: false,
  },
  {
    name: 'editor empties the equipment register',
    who: 'editor',
    op: { kind: 'remove', path: `/equipment/${B}` },
    allowed: false,
  },
  {
    name: 'editor deletes one equipment item',
    who: 'editor',
    op: { kind: 'remove', path: `/equipment/${B}/e1` },
    allowed: true,
  },
  {
    name: 'editor deletes the series of b1',
    who: 'editor',
    op: { kind: 'remove', path: `/series/${B}` },
    allowed: false,
  },
  {
    name: 'editor deletes the measures of b1',
    who: 'editor',
    op: { kind: 'remove', path: `/measures/${B}` },
    allowed: false,
  },
  {
    name: 'editor writes equipment of a building that does not exist',
    who: 'editor',
    op: { kind: 'set', path: `/equipment/${NEW}/e1`, value: VALID.equipment },
    allowed: false,
  },
  {
    name: 'stranger writes a series of b1',
    who: 'stranger',
    op: { kind: 'set', path: `/series/${B}/s2/meta`, value: VALID.seriesMeta },
    allowed: false,
  },

  // Portfolio index: own entries, only for buildings one belongs to.
  {
    name: 'viewer lists own portfolio',
    who: 'viewer',
    op: { kind: 'get', path: `/users/${UID.viewer}/buildings` },
    allowed: true,
  },
  {
    name: 'editor reads the viewer portfolio',
    who: 'editor',
    op: { kind: 'get', path: `/users/${UID.viewer}/buildings` },
    allowed: false,
  },
  {
    // Entries change only with the user's membership (no trigger watches them: the building's does).
    name: 'viewer rewrites own entry for b1 without a membership change',
    who: 'viewer',
    op: { kind: 'update', value: { [`users/${UID.viewer}/buildings/${B}`]: true } },
    allowed: false,
  },
  {
    name: 'stranger adds b1 to own portfolio',
    who: 'stranger',
    op: { kind: 'set', path: `/users/${S}/buildings/${B}`, value: true },
    allowed: false,
  },
  {
    name: 'stranger adds a non-existent building',
    who: 'stranger',
    op: { kind: 'set', path: `/users/${S}/buildings/${NEW}`, value: true },
    allowed: false,
  },
  {
    name: 'a member since before adds b1 to own portfolio on their own',
    who: 'stranger',
    given: { [`buildings/${B}/members/${S}`]: 'viewer' },
    op: { kind: 'set', path: `/users/${S}/buildings/${B}`, value: true },
    allowed: false,
  },
  {
    name: 'removed editor removes own entry',
    who: 'editor',
    given: { [`buildings/${B}/members/${UID.editor}`]: null },
    op: { kind: 'remove', path: `/users/${UID.editor}/buildings/${B}` },
    allowed: false,
  },
  {
    name: 'removed editor re-adds own entry',
    who: 'editor',
    given: { [`buildings/${B}/members/${UID.editor}`]: null },
    op: { kind: 'set', path: `/users/${UID.editor}/buildings/${B}`, value: true },
    allowed: false,
  },
  {
    name: 'owner adds b1 to the stranger portfolio',
    who: 'owner',
    op: { kind: 'set', path: `/users/${S}/buildings/${B}`, value: true },
    allowed: false,
  },
  {
    name: 'editor removes the viewer entry',
    who: 'editor',
    op: { kind: 'remove', path: `/users/${UID.viewer}/buildings/${B}` },
    allowed: false,
  },
  {
    name: 'stranger removes own (absent) entry',
    who: 'stranger',
    op: { kind: 'remove', path: `/users/${S}/buildings/${B}` },
    allowed: false,
  },
  {
    name: 'owner removes the viewer entry while the viewer stays a member',
    who: 'owner',
    op: { kind: 'remove', path: `/users/${UID.viewer}/buildings/${B}` },
    allowed: false,
  },
  {
    name: 'owner removes the viewer and their entry in one update',
    who: 'owner',
    op: {
      kind: 'update',
      value: {
        [`buildings/${B}/members/${UID.viewer}`]: null,
        [`users/${UID.viewer}/buildings/${B}`]: null,
      },
    },
    allowed: true,
  },
  {
    name: 'stranger removes the viewer entry',
    who: 'stranger',
    op: { kind: 'remove', path: `/users/${UID.viewer}/buildings/${B}` },
    allowed: false,
  },
  {
    name: 'anonymous adds an entry',
    who: 'anonymous',
    op: { kind: 'set', path: `/users/${S}/buildings/${B}`, value: true },
    allowed: false,
  },
  {
    name: 'stranger writes another user profile',
    who: 'stranger',
    op: { kind: 'set', path: `/users/${UID.owner}/profile`, value: VALID.profile },
    allowed: false,
  },
  {
    name: 'stranger writes own profile',
    who: 'stranger',
    op: { kind: 'set', path: `/users/${S}/profile`, value: VALID.profile },
    allowed: true,
  },

  // The retired e-mail index (issue 32): no client learns whether an address has an account, or
  // another person's uid, and none writes an entry, not even their own.
  {
    name: 'stranger registers own e-mail',
    who: 'stranger',
    op: { kind: 'set', path: `/userIndex/${emailIndexKey(EMAIL.stranger)}`, value: { uid: S } },
    allowed: false,
  },
  {
    name: 'a mixed-case e-mail writes its lower-case key',
    who: 'stranger',
    email: 'Stan.Stranger@Facet.Example',
    op: { kind: 'set', path: `/userIndex/${emailIndexKey(EMAIL.stranger)}`, value: { uid: S } },
    allowed: false,
  },
  {
    name: 'stranger claims the owner e-mail',
    who: 'stranger',
    op: { kind: 'set', path: `/userIndex/${emailIndexKey(EMAIL.owner)}`, value: { uid: S } },
    allowed: false,
  },
  {
    name: 'stranger points own e-mail at the owner',
    who: 'stranger',
    op: {
      kind: 'set',
      path: `/userIndex/${emailIndexKey(EMAIL.stranger)}`,
      value: { uid: UID.owner },
    },
    allowed: false,
  },
  {
    name: 'a token without e-mail writes the index',
    who: 'stranger',
    noEmail: true,
    op: { kind: 'set', path: `/userIndex/${emailIndexKey(EMAIL.stranger)}`, value: { uid: S } },
    allowed: false,
  },
  {
    name: 'stranger removes the owner e-mail',
    who: 'stranger',
    op: { kind: 'remove', path: `/userIndex/${emailIndexKey(EMAIL.owner)}` },
    allowed: false,
  },
  {
    name: 'owner looks up the stranger by e-mail',
    who: 'owner',
    op: { kind: 'get', path: `/userIndex/${emailIndexKey(EMAIL.stranger)}` },
    allowed: false,
  },
  {
    name: 'stranger reads their own entry',
    who: 'stranger',
    op: { kind: 'get', path: `/userIndex/${emailIndexKey(EMAIL.stranger)}` },
    allowed: false,
  },
  {
    name: 'owner looks up an unknown e-mail',
    who: 'owner',
    op: { kind: 'get', path: `/userIndex/${emailIndexKey('nobody@facet.example')}` },
    allowed: false,
  },
  {
    name: 'anonymous looks up an e-mail',
    who: 'anonymous',
    op: { kind: 'get', path: `/userIndex/${emailIndexKey(EMAIL.owner)}` },
    allowed: false,
  },
  {
    name: 'owner lists the e-mail index',
    who: 'owner',
    op: { kind: 'get', path: '/userIndex' },
    allowed: false,
  },

  // Pending invitations (issue 32): only the `users` function creates, lists, claims and
  // withdraws them. The invitee's verified address does not let them accept in the database,
  // and the owner neither plants nor reads one there.
  {
    name: 'the invited stranger accepts by writing their membership and portfolio entry',
    who: 'stranger',
    op: {
      kind: 'update',
      value: {
        [`buildings/${B}/members/${S}`]: 'viewer',
        [`users/${S}/buildings/${B}`]: true,
      },
    },
    allowed: false,
  },
  {
    name: 'the invited stranger claims and removes the invitation in one update',
    who: 'stranger',
    op: {
      kind: 'update',
      value: {
        [`buildings/${B}/members/${S}`]: 'viewer',
        [`users/${S}/buildings/${B}`]: true,
        ...invitationRemoval(B, invitationEmailKey(EMAIL.stranger)),
      },
    },
    allowed: false,
  },
  {
    name: 'the invited stranger removes their own invitation',
    who: 'stranger',
    op: { kind: 'update', value: invitationRemoval(B, invitationEmailKey(EMAIL.stranger)) },
    allowed: false,
  },
  {
    name: 'the invited stranger reads the invitations of their verified address',
    who: 'stranger',
    op: { kind: 'get', path: `/invitations/${invitationEmailKey(EMAIL.stranger)}` },
    allowed: false,
  },
  {
    name: 'owner invites by writing both invitation paths',
    who: 'owner',
    op: {
      kind: 'update',
      value: invitationWrite(B, { ...SEED_INVITATION, email: EMAIL.editor, role: 'editor' }),
    },
    allowed: false,
  },
  {
    name: 'owner withdraws an invitation by removing both paths',
    who: 'owner',
    op: { kind: 'update', value: invitationRemoval(B, invitationEmailKey(EMAIL.stranger)) },
    allowed: false,
  },
  {
    name: 'owner asks whether an address was invited to b1',
    who: 'owner',
    op: { kind: 'get', path: `/buildingInvitations/${B}/${invitationEmailKey(EMAIL.stranger)}` },
    allowed: false,
  },
  {
    name: 'owner asks where an address was invited',
    who: 'owner',
    op: { kind: 'get', path: `/invitations/${invitationEmailKey(EMAIL.stranger)}` },
    allowed: false,
  },
  {
    name: 'a member asks for the invitations of b1',
    who: 'editor',
    op: { kind: 'get', path: `/buildingInvitations/${B}` },
    allowed: false,
  },

  // Derived paths stay read-only even for their readers.
  {
    name: 'owner writes metrics of b1',
    who: 'owner',
    op: { kind: 'set', path: `/metrics/${B}/euiKwhPerM2`, value: 1 },
    allowed: false,
  },
  {
    name: 'owner writes own tracking record',
    who: 'owner',
    op: { kind: 'set', path: `/tracking/${UID.owner}/t9`, value: { pageName: 'x', at: 1 } },
    allowed: false,
  },
  {
    name: 'owner writes own import report',
    who: 'owner',
    op: { kind: 'set', path: `/imports/${UID.owner}/i9`, value: { rows: 1 } },
    allowed: false,
  },
  {
    name: 'owner writes own portfolio summary',
    who: 'owner',
    op: { kind: 'set', path: `/portfolios/${UID.owner}/${B}/title`, value: 'Forged' },
    allowed: false,
  },
  {
    name: 'editor removes own portfolio summary',
    who: 'editor',
    op: { kind: 'remove', path: `/portfolios/${UID.editor}/${B}` },
    allowed: false,
  },
  {
    name: 'editor reads own portfolio',
    who: 'editor',
    op: { kind: 'get', path: `/portfolios/${UID.editor}` },
    allowed: true,
  },
  {
    name: 'stranger reads own empty portfolio',
    who: 'stranger',
    op: { kind: 'get', path: `/portfolios/${UID.stranger}` },
    allowed: true,
  },
  {
    name: 'owner reads the editor portfolio',
    who: 'owner',
    op: { kind: 'get', path: `/portfolios/${UID.editor}` },
    allowed: false,
  },
  {
    name: 'owner revokes a share',
    who: 'owner',
    op: { kind: 'remove', path: '/shares/tok-abc123' },
    allowed: false,
  },
  {
    name: 'stranger reads the owner tracking',
    who: 'stranger',
    op: { kind: 'get', path: `/tracking/${UID.owner}` },
    allowed: false,
  },
  {
    name: 'viewer reads metrics of b1',
    who: 'viewer',
    op: { kind: 'get', path: `/metrics/${B}/euiKwhPerM2` },
    allowed: true,
  },
];
