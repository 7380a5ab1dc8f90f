import { deliveryRepositoryContract } from '@storyvault/api-testing';
import { InMemoryDeliveryRepository } from './in-memory-delivery.repository';

deliveryRepositoryContract('in-memory', async () => ({ repo: new InMemoryDeliveryRepository(), vaultId: 'vault-1' }));
