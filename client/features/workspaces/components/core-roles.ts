/** The catalogue key of each workspace role's name, written out so every key is findable in the code. */
export const ROLE_LABEL = {
  owner: "workspaces.core.role.owner",
  admin: "workspaces.core.role.admin",
  member: "workspaces.core.role.member",
} as const;
