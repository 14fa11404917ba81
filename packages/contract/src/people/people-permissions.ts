import { agentReviewManifest } from './agent-review.ts';
import { appUserManifest } from './app-user.ts';
import { institutionManifest, institutionUserManifest } from './institution.ts';
import { permsOf } from '../manifest/define.ts';
import { orgInfoManifest } from './people-org-info.ts';

/** Permission strings of the people screens, from their manifests. */
export const PeoplePerm = {
  institution: permsOf(institutionManifest),
  institutionUser: permsOf(institutionUserManifest),
  agentReview: permsOf(agentReviewManifest),
  appUser: permsOf(appUserManifest),
  orgInfo: permsOf(orgInfoManifest),
} as const;
