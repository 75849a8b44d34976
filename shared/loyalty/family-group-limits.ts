// How big a family group may be, apart from its schemas: the repository and the tier reads need the
// number, and importing the schema module for it put every family-group schema in the till's bundles.

/** Members besides the owner; open invitations count against it too. */
export const FAMILY_GROUP_MAX_MEMBERS = 5;
