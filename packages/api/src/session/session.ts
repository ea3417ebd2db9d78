import { map, type Observable } from 'rxjs';
import type { AclEntry } from '@erp/domain';
import { dataOf, doneOf, listOf } from '../client/calls.ts';
import { request, type ApiClient } from '../client/client.ts';
import { catalogueModule } from '../entity/entity.ts';

/** Spec §3: "Login payload: username, password." */
export interface LoginPayload {
  username: string;
  password: string;
}

/** Spec §3: "Logged-in user: has a role with roleid, first and last name (firstname, lastname)". */
export interface LoggedInUser {
  id: number;
  username: string;
  firstname: string;
  lastname: string;
  email?: string | null;
  /** `floorHome`: the role's users open the floor's home on a phone (decision 2286). */
  role: { roleid: number; roleName?: string; floorHome?: boolean };
}

/** A user as the server may send it; the password is removed before anything keeps it (spec §3). */
export type ServedUser = LoggedInUser & { password?: unknown };

/** The authentication reply (issue 5): a signed, expiring token and the user. */
export interface LoginResult {
  token: string;
  user: LoggedInUser;
}

/** Spec §3: "the password is removed before the user is stored locally". */
export function withoutPassword(user: ServedUser): LoggedInUser {
  const { password: _password, ...rest } = user;
  return rest;
}

export interface SessionCalls {
  /** POST authenticate. */
  login(payload: LoginPayload): Observable<LoginResult>;
  /** GET staff/getloggedinuser. */
  getLoggedInUser(): Observable<LoggedInUser>;
  /** GET {ACL URL}/getbyroleid/{roleid}; the ACL URL is the catalogue's acl module. */
  getAclByRoleId(roleId: number): Observable<AclEntry[]>;
  /** POST logout (issue 14): the server refuses `token` from now on. */
  logout(token: string): Observable<void>;
}

export function createSessionCalls(client: ApiClient): SessionCalls {
  return {
    login: (payload) =>
      dataOf<{ token: string; user: ServedUser }>(client, request.post('authenticate', payload)).pipe(
        map(({ token, user }) => ({ token, user: withoutPassword(user) })),
      ),
    getLoggedInUser: () =>
      dataOf<ServedUser>(client, request.get('staff/getloggedinuser')).pipe(map(withoutPassword)),
    getAclByRoleId: (roleId) =>
      listOf<AclEntry>(client, request.get(`${catalogueModule('acl').apiPath}/getbyroleid/${roleId}`)),
    // An empty JSON body: a POST without one goes as a form, which the server does not read.
    logout: (token) => doneOf(client, { ...request.post('logout', {}), token }),
  };
}
