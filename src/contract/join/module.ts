import { contractModule } from '../registry';

/** Joining a company (issue 3): creating one, or asking to be bound to one. */
export const joinContract = contractModule({
  name: 'join',
  paths: {
    joinCreateCompany: '/api/Join/CreateCompany',
    joinBindCompany: '/api/Join/BindCompany',
    joinMyRequests: '/api/Join/MyRequests',
    joinPendingBindRequests: '/api/Join/PendingBindRequests',
    joinDecideBindRequest: '/api/Join/DecideBindRequest',
  },
  access: {},
});
