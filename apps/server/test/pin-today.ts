import { indiaDay } from '@erp/domain';
import { pinToday } from '../src/core/today.ts';

// Run before each test file (decision 2350): the file's day is the one it starts on, for it and its server.
pinToday(indiaDay(new Date()));
